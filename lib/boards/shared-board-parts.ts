// What a shared board's kind (every kind without a board of its own) gives every board's loader
// (board-load.ts): each run's provenance and headline score, what its kind's boardFigures made of the
// scoring, and for a kind with subjects (boardSubjects) the subjects and each run's score on them; no
// reported entries; a change on each shot setting's board it touched.
import "server-only";
import { SHOT_SETTINGS } from "@/lib/benchmarks/kind";
import type { KindBoardSubjects, StoredScoring } from "@/lib/benchmarks/kind-server";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { db } from "@/lib/db";
import type { BoardRun, SubjectScore } from "./board-data";
import type { BoardParts } from "./board-load";
import { historyScoringIds } from "./counted-entries";
import { PREVIOUS_SCORING_SELECT, previousScore, RUN_FILE_SELECT, runProvenance } from "./run-provenance";

/** A run of a shared board: its provenance and score, and what its kind's boardFigures made of its scoring. */
export type SharedRun = BoardRun & { scoringId: string; figures: object };

const RUN_SELECT = { ...RUN_FILE_SELECT, ...PREVIOUS_SCORING_SELECT, submissionId: true, hostedRunId: true } as const;

/** A scoring's score on each subject, as every board reads it: a subject ranks when the file covered all of it. */
function subjectScores(scores: Awaited<ReturnType<KindBoardSubjects["scores"]>>, scoringId: string) {
  return Object.fromEntries(
    Object.entries(scores.get(scoringId) ?? {}).map(([subject, { score, matchedItems, benchmarkItems }]) => [
      subject,
      { subject, score, rankable: matchedItems >= benchmarkItems, matchedItems, benchmarkItems } satisfies SubjectScore,
    ]),
  );
}

/** What a shared board's kind gives every board's loader: its scorings' figures and subject scores on each run. */
export function sharedBoardParts(
  slug: string,
  server: {
    boardFigures(scorings: StoredScoring[]): Promise<Map<string, object>>;
    boardSubjects?: KindBoardSubjects;
  },
): BoardParts<SharedRun> {
  /** The subjects' labels and board order, as the kind gave them with the versions' subjects. */
  const labels = new Map<string, { label: string; order: number }>();
  /** The runs and scorings by id, and each run as the board shows it with one of them. */
  async function readRuns(runIds: string[], scoringIds: string[]) {
    const [runs, scorings] = await Promise.all([
      db.submissionRun.findMany({ where: { id: { in: runIds } }, select: RUN_SELECT }),
      db.fileScoring.findMany({ where: { id: { in: scoringIds } }, select: STORED_SCORING_SELECT }),
    ]);
    const runsById = new Map(runs.map((run) => [run.id, run]));
    const scoringsById = new Map(scorings.map((scoring) => [scoring.id, scoring]));
    const [figures, subjects] = await Promise.all([
      server.boardFigures(scorings),
      server.boardSubjects ? server.boardSubjects.scores(scorings) : new Map(),
    ]);
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
        subjects: subjectScores(subjects, scoringId),
        scoringId,
        figures: figures.get(scoringId) ?? {},
      };
    };
  }
  const { boardSubjects } = server;
  const versionSubjects = boardSubjects
    ? async (versionIds: string[]) => {
        const listed = await boardSubjects.list(versionIds);
        for (const subjects of listed.values())
          subjects.forEach(({ key, label }, order) => labels.set(key, { label, order }));
        return listed;
      }
    : undefined;
  return {
    slug,
    naming: {
      label: (key) => labels.get(key)?.label ?? key,
      compare: (a, b) => (labels.get(a)?.order ?? 0) - (labels.get(b)?.order ?? 0),
    },
    ...(versionSubjects ? { versionSubjects } : {}),
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
