// What MR-Ben gives every board's loader (lib/boards/board-load.ts): its runs read with their subjects,
// judge audits and difficulty levels (board-run.ts), its reported entries (the authors' board and
// papers' figures), its subjects named and ordered its way, and its list of changes' rule: each change
// spans both shot settings' boards and names the entry's tier.
import "server-only";
import { compareSubjects, MRBEN_SLUG, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import type { BoardParts } from "@/lib/boards/board-load";
import { historyScoringIds } from "@/lib/boards/counted-entries";
import { BOARD_RUN_SELECT, BOARD_SCORING_SELECT, toRunResult } from "./board-run";
import { reportedSource } from "./reported-board-entry";
import type { RunResult } from "./types";

const { scoring: _scoring, ...RUN_WITHOUT_SCORING } = BOARD_RUN_SELECT;

export const mrbenBoardParts: BoardParts<RunResult> = {
  slug: MRBEN_SLUG,
  naming: { label: subjectLabel, compare: compareSubjects },
  async runsToday(counted) {
    const runIds = counted.map((run) => run.runId);
    const runs = new Map(
      (runIds.length
        ? await db.submissionRun.findMany({ where: { id: { in: runIds } }, select: BOARD_RUN_SELECT })
        : []
      ).map((run) => [run.id, run]),
    );
    return (runId) => {
      const run = runs.get(runId);
      return run?.scoring ? toRunResult(run, run.scoring) : null;
    };
  },
  async runsInHistory(histories) {
    const runIds = histories.flatMap((history) => history.runs.map((run) => run.id));
    const [runs, scorings] = await Promise.all([
      db.submissionRun.findMany({ where: { id: { in: runIds } }, select: RUN_WITHOUT_SCORING }),
      db.fileScoring.findMany({ where: { id: { in: historyScoringIds(histories) } }, select: BOARD_SCORING_SELECT }),
    ]);
    const runsById = new Map(runs.map((run) => [run.id, { ...run, previousScoring: null }]));
    const scoringsById = new Map(scorings.map((scoring) => [scoring.id, scoring]));
    return (runId, scoringId, at) => {
      const run = runsById.get(runId);
      const scoring = scoringsById.get(scoringId);
      return run && scoring ? toRunResult(run, scoring, { judgedBy: at }) : null;
    };
  },
  reportedSource,
  // A rescore is dated by its campaign's end, and an entry approved before decisions were logged is not
  // listed as added: as MR-Ben's list always did (tests/kinds/conformance-samples.ts names the gap).
  changes: { settings: "both", tellsTiers: true, rescoredAt: "campaign end", listsUnloggedApprovals: false },
};
