// Which scored runs stand behind the board in one shot setting: the runs whose records the
// item pages aggregate, each named by its model.
import type { BoardData, Shots } from "@/lib/benchmarks/mrben/board/types";

export type BoardRun = { slug: string; modelName: string; runId: string };

/** The entries' runs of a setting scored against the board's benchmark version, in slug order. */
export function boardRuns(board: BoardData, shots: Shots): BoardRun[] {
  const version = board.benchmark?.version;
  return board.entries
    .flatMap((entry) => {
      const run = entry.runs[`${shots}`];
      // A reported entry has no records to aggregate.
      return run && entry.verification === "verified" && run.benchmarkVersion === version
        ? [{ slug: entry.slug, modelName: entry.modelName, runId: run.runId }]
        : [];
    })
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
