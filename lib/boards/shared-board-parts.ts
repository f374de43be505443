// What a shared board's kind (every kind without a board of its own) gives every board's loader
// (board-load.ts): each run's provenance and headline score, and what its kind's boardFigures made of
// the scoring; no subjects or reported entries of its own; a change on each shot setting's board it touched.
import "server-only";
import { SHOT_SETTINGS } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { db } from "@/lib/db";
import type { BoardRun } from "./board-data";
import type { BoardParts } from "./board-load";
import { historyScoringIds } from "./counted-entries";
import { PREVIOUS_SCORING_SELECT, previousScore, RUN_FILE_SELECT, runProvenance } from "./run-provenance";

/** A run of a shared board: its provenance and score, and what its kind's boardFigures made of its scoring. */
export type SharedRun = BoardRun & { scoringId: string; figures: object };

const RUN_SELECT = { ...RUN_FILE_SELECT, ...PREVIOUS_SCORING_SELECT, submissionId: true, hostedRunId: true } as const;

/** What a shared board's kind gives every board's loader: its scorings' figures on each run, no subjects of its own. */
export function sharedBoardParts(
  slug: string,
  server: { boardFigures(scorings: StoredScoring[]): Promise<Map<string, object>> },
): BoardParts<SharedRun> {
  /** The runs and scorings by id, and each run as the board shows it with one of them. */
  async function readRuns(runIds: string[], scoringIds: string[]) {
    const [runs, scorings] = await Promise.all([
      db.submissionRun.findMany({ where: { id: { in: runIds } }, select: RUN_SELECT }),
      db.fileScoring.findMany({ where: { id: { in: scoringIds } }, select: STORED_SCORING_SELECT }),
    ]);
    const runsById = new Map(runs.map((run) => [run.id, run]));
    const scoringsById = new Map(scorings.map((scoring) => [scoring.id, scoring]));
    const figures = await server.boardFigures(scorings);
    return (runId: string, scoringId: string, { today }: { today: boolean }): SharedRun | null => {
      const run = runsById.get(runId);
      const scoring = scoringsById.get(scoringId);
      const shots = SHOT_SETTINGS.find((setting) => setting === run?.shots);
      if (!run || !scoring || shots === undefined) return null;
      return {
        ...runProvenance(run, scoring),
        submissionId: run.submissionId,
        shots,
        hostedRunId: run.hostedRunId,
        mean: { value: scoring.score, ciLow: scoring.scoreCiLow, ciHigh: scoring.scoreCiHigh },
        // A past day's board shows the scoring of then, not what a later rescore replaced.
        previous: today ? previousScore(run.previousScoring, scoring.score) : null,
        subjects: {},
        scoringId,
        figures: figures.get(scoringId) ?? {},
      };
    };
  }
  return {
    slug,
    naming: { label: (key) => key, compare: () => 0 },
    changes: { settings: "each", tellsTiers: false, rescoredAt: "scoring switch", listsUnloggedApprovals: true },
    async runsToday(counted) {
      const runAt = await readRuns(
        counted.map((run) => run.runId),
        counted.map((run) => run.scoringId),
      );
      return (runId, scoringId) => runAt(runId, scoringId, { today: true });
    },
    async runsInHistory(histories) {
      const runAt = await readRuns(
        histories.flatMap((history) => history.runs.map((run) => run.id)),
        historyScoringIds(histories),
      );
      return (runId, scoringId) => runAt(runId, scoringId, { today: false });
    },
  };
}
