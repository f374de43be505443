// A model's page: its board entry with its ranks in each setting, overall and per subject, the
// files behind it with their downloads, and its earlier approved submissions kept as history.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { resultsFileUrl } from "@/lib/benchmarks/mrben/board/entry-json";
import { rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import { RUN_FILE_SELECT, runProvenance, SCORING_SUMMARY_SELECT } from "@/lib/boards/run-provenance";
import { SHOWN_ACTOR_SELECT, shownActor } from "@/lib/audit-log/audit-log";
import {
  SHOT_SETTINGS,
  type BoardData,
  type BoardSubject,
  type IntervalScore,
  type ModelEntry,
  type RankBand,
  type RunResult,
  type Shots,
} from "@/lib/benchmarks/mrben/board/types";

type Standing = {
  score: IntervalScore;
  rank: number | null;
  rankBand: RankBand | null;
  unrankedReason: string | null;
  /** Rows that rank on that board (the "of N"). */
  rankedCount: number;
};

export type ModelRunFile = Pick<
  RunResult,
  "runId" | "shots" | "scorer" | "benchmarkVersion" | "fileName" | "sizeBytes" | "sha256" | "scoredAt"
> & {
  meanMrScore: number;
  /** The mean before the last rescore switched the run, when it differs. */
  previous?: RunResult["previous"];
  /** The original file as uploaded (public once the submission is approved). */
  downloadUrl: string;
};

type ModelHistorySubmission = {
  submissionId: string;
  modelName: string;
  approvedAt: string;
  runs: ModelRunFile[];
};

export type ModelPage = {
  benchmark: BoardData["benchmark"];
  subjects: BoardSubject[];
  entry: ModelEntry;
  overall: Partial<Record<`${Shots}`, Standing>>;
  /** Per setting, per subject key. */
  bySubject: Partial<Record<`${Shots}`, Record<string, Standing>>>;
  runs: ModelRunFile[];
  history: ModelHistorySubmission[];
  /** Who last put the entry's submission on the board (approve or restore), from the audit log. */
  verification: ModelVerification | null;
};

type ModelVerification = { at: string; by: string };

function standingOf(board: BoardData, shots: Shots, slug: string, subject?: string): Standing | null {
  const rows = rankBoard({ data: board, shots, subject });
  const row = rows.find((candidate) => candidate.entry.slug === slug);
  if (!row) return null;
  return {
    score: row.score,
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    rankedCount: rows.filter((candidate) => candidate.rank !== null).length,
  };
}

function runFile(run: RunResult): ModelRunFile {
  const { runId, shots, scorer, benchmarkVersion, fileName, sizeBytes, sha256, scoredAt } = run;
  return {
    runId,
    shots,
    scorer,
    benchmarkVersion,
    fileName,
    sizeBytes,
    sha256,
    scoredAt,
    meanMrScore: run.mean.value,
    previous: run.previous ?? null,
    downloadUrl: resultsFileUrl(run.submissionId, shots),
  };
}

/** The board's side of a model page, pure; null when the slug has no entry. */
function buildModelStandings(board: BoardData, slug: string): Omit<ModelPage, "history" | "verification"> | null {
  const entry = board.entries.find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  const overall: ModelPage["overall"] = {};
  const bySubject: ModelPage["bySubject"] = {};
  for (const shots of SHOT_SETTINGS) {
    const run = entry.runs[`${shots}`];
    if (!run) continue;
    const standing = standingOf(board, shots, slug);
    if (standing) overall[`${shots}`] = standing;
    const subjects: Record<string, Standing> = {};
    for (const subject of board.subjects) {
      const found = run.subjects[subject.key] ? standingOf(board, shots, slug, subject.key) : null;
      if (found) subjects[subject.key] = found;
    }
    bySubject[`${shots}`] = subjects;
  }
  const runs = SHOT_SETTINGS.flatMap((shots) => {
    const run = entry.runs[`${shots}`];
    return run && entry.verification === "verified" ? [runFile(run)] : [];
  });
  return { benchmark: board.benchmark, subjects: board.subjects, entry, overall, bySubject, runs };
}

/** The model's other approved submissions, newest first, each with its newest scored run per setting. */
async function loadModelHistory({
  slug,
  currentSubmissionId,
}: {
  slug: string;
  currentSubmissionId: string;
}): Promise<ModelHistorySubmission[]> {
  const submissions = await db.submission.findMany({
    where: { modelSlug: slug, status: "approved", id: { not: currentSubmissionId }, benchmark: { slug: MRBEN_SLUG } },
    orderBy: [{ approvedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    select: {
      id: true,
      modelName: true,
      approvedAt: true,
      createdAt: true,
      runs: {
        where: { status: "scored", scoringId: { not: null } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { ...RUN_FILE_SELECT, scoring: { select: SCORING_SUMMARY_SELECT } },
      },
    },
  });
  return submissions.map((submission) => ({
    submissionId: submission.id,
    modelName: submission.modelName,
    approvedAt: (submission.approvedAt ?? submission.createdAt).toISOString(),
    runs: SHOT_SETTINGS.flatMap((shots) => {
      const run = submission.runs.find((candidate) => candidate.shots === shots);
      if (!run?.scoring) return [];
      return [
        {
          ...runProvenance(run, run.scoring),
          shots,
          meanMrScore: run.scoring.score,
          downloadUrl: resultsFileUrl(submission.id, shots),
        },
      ];
    }),
  }));
}

const cachedHistory = cachedQuery("model-history", (slug: string, currentSubmissionId: string) =>
  loadModelHistory({ slug, currentSubmissionId }),
);

/** The newest approve/restore event of a submission; null for entries approved outside moderation. */
async function loadVerification(submissionId: string): Promise<ModelVerification | null> {
  const event = await db.moderationEvent.findFirst({
    where: { submissionId, action: { in: ["approve", "restore"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { ...SHOWN_ACTOR_SELECT, createdAt: true },
  });
  return event ? { at: event.createdAt.toISOString(), by: shownActor(event) } : null;
}

const cachedVerification = cachedQuery("model-verification", loadVerification);

/** A model page from a board (given, or the cached one); null for a slug not on the board. */
export async function loadModelPage({ slug, board }: { slug: string; board?: BoardData }): Promise<ModelPage | null> {
  const data = board ?? (await getBoardData());
  const standings = buildModelStandings(data, slug);
  if (!standings) return null;
  const [history, verification] = await Promise.all([
    cachedHistory(slug, standings.entry.submissionId),
    cachedVerification(standings.entry.submissionId),
  ]);
  return { ...standings, history, verification };
}

/** The page's data from the cached board; null for a slug without an approved entry (the page's 404). */
export async function getModelPage(slug: string): Promise<ModelPage | null> {
  return loadModelPage({ slug });
}
