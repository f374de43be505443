// What a shared board (every kind without a board of its own) shows beyond what every board has: the
// kind's score by its name, the kind's figures (KindView.boardFigures), names leading to the entries'
// pages, and its exports at /api/v1/benchmarks/{slug}/leaderboard.
import type { BoardFigureView } from "@/lib/benchmarks/kind-server";
import { sharedBoardAddress } from "./export-links";
import type { SharedRun } from "./shared-board-parts";
import type { BoardShowing } from "./shown-board";

/** The test id of a score's cells: its name in lower case ("f1", "accuracy"). */
const scoreTestId = (scoreLabel: string) => scoreLabel.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function sharedBoardShowing(
  slug: string,
  scoreLabel: string,
  figures: BoardFigureView | undefined,
): BoardShowing<SharedRun> {
  const name = { title: scoreLabel, label: scoreLabel };
  return {
    names: { overall: name, part: name, testId: scoreTestId(scoreLabel) },
    figureColumns: () => figures?.columns ?? [],
    figures: (run) => figures?.show(run.figures) ?? {},
    links: "entry",
    exports: sharedBoardAddress(slug),
  };
}
