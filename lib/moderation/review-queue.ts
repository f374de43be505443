// The moderators' queue: pending submissions, oldest first, each with the signals a reviewer
// reads before opening it (coverage, tampering, claims, judges, reused files, the submitter's history).
import "server-only";
import { db } from "@/lib/db";
import type { BenchmarkKind, SubmissionStatus } from "@/lib/generated/prisma/client";
import { runFlags, runSignals, unexpectedJudges, type AuditInput, type RunSignals } from "./review-signals";

export type SubmitterHistory = Record<
  "approved" | "rejected" | "pending" | "withdrawn" | "changes_requested" | "unpublished",
  number
>;

export type ReusedFile = { shots: 0 | 1; otherSubmissionIds: string[] };

export type QueueEntry = {
  id: string;
  /** The benchmark the results are for: its kind decides which signals apply. */
  benchmark: { slug: string; name: string; kind: BenchmarkKind };
  modelName: string;
  modelSlug: string;
  revision: number;
  submittedAt: Date | null;
  submitter: { id: string; label: string };
  judgeModel: string;
  runs: [RunSignals, RunSignals];
  /** Judges that are not the recommended one; always empty for an extraction benchmark, which has no judge. */
  unexpectedJudges: string[];
  reusedFiles: ReusedFile[];
  /** The submitter's other submissions by status (this one not counted). */
  history: SubmitterHistory;
  flags: string[];
};

const RUN_SELECT = {
  orderBy: { createdAt: "desc" },
  select: {
    shots: true,
    status: true,
    fileId: true,
    scoring: {
      select: {
        meanMrScore: true,
        report: true,
        subjects: { select: { rankable: true, matchedItems: true, benchmarkItems: true } },
        judgeAudits: {
          select: {
            scope: true,
            status: true,
            judged: true,
            total: true,
            createdAt: true,
            verdicts: {
              where: { status: "judged" },
              select: { subject: true, recordIndex: true, submittedCounts: true, counts: true },
            },
          },
        },
      },
    },
    extractionScoring: { select: { f1: true, report: true } },
  },
} as const;

const SUBMISSION_INCLUDE = {
  user: { select: { id: true, githubLogin: true, email: true, name: true } },
  benchmark: { select: { slug: true, name: true, kind: true } },
  runs: RUN_SELECT,
} as const;

type RunRow = {
  shots: number;
  status: "processing" | "scored" | "failed";
  fileId: string | null;
  scoring: {
    meanMrScore: number;
    report: unknown;
    subjects: { rankable: boolean; matchedItems: number; benchmarkItems: number }[];
    judgeAudits: AuditInput[];
  } | null;
  extractionScoring: { f1: number; report: unknown } | null;
};

function newest(runs: RunRow[], shots: 0 | 1): RunRow | null {
  return runs.find((run) => run.shots === shots) ?? null;
}

function userLabel(user: { githubLogin: string | null; email: string | null; name: string | null }): string {
  return user.githubLogin ?? user.email ?? user.name ?? "a user";
}

async function reusedFiles(submissionId: string, current: (RunRow | null)[]): Promise<ReusedFile[]> {
  const files = current.flatMap((run) => (run?.fileId ? [{ shots: run.shots as 0 | 1, fileId: run.fileId }] : []));
  if (files.length === 0) return [];
  const others = await db.submissionRun.findMany({
    where: { fileId: { in: files.map((file) => file.fileId) }, submissionId: { not: submissionId } },
    select: { fileId: true, submissionId: true },
  });
  return files.flatMap(({ shots, fileId }) => {
    const ids = [...new Set(others.filter((other) => other.fileId === fileId).map((other) => other.submissionId))];
    return ids.length > 0 ? [{ shots, otherSubmissionIds: ids.sort() }] : [];
  });
}

async function submitterHistory(userId: string, excludeId: string): Promise<SubmitterHistory> {
  const groups = await db.submission.groupBy({
    by: ["status"],
    where: { userId, id: { not: excludeId } },
    _count: { _all: true },
  });
  const count = (status: SubmissionStatus) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return {
    approved: count("approved"),
    rejected: count("rejected"),
    pending: count("pending"),
    withdrawn: count("withdrawn"),
    changes_requested: count("changes_requested"),
    unpublished: count("unpublished"),
  };
}

/** The review signals of one submission, whatever its status (the queue and the detail page share them). */
export async function reviewSignals(submissionId: string): Promise<QueueEntry | null> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    include: SUBMISSION_INCLUDE,
  });
  return submission ? toEntry(submission) : null;
}

type SubmissionRow = {
  id: string;
  benchmark: QueueEntry["benchmark"];
  modelName: string;
  modelSlug: string;
  revision: number;
  submittedAt: Date | null;
  judgeModel: string;
  claimedScores: unknown;
  userId: string;
  user: { id: string; githubLogin: string | null; email: string | null; name: string | null };
  runs: RunRow[];
};

async function toEntry(submission: SubmissionRow): Promise<QueueEntry> {
  const current = [newest(submission.runs, 0), newest(submission.runs, 1)] as const;
  const runs: [RunSignals, RunSignals] = [
    runSignals(0, current[0], submission.claimedScores),
    runSignals(1, current[1], submission.claimedScores),
  ];
  const [reused, history] = await Promise.all([
    reusedFiles(submission.id, [...current]),
    submitterHistory(submission.userId, submission.id),
  ]);
  const judges = submission.benchmark.kind === "mrben" ? unexpectedJudges(submission.judgeModel, runs) : [];
  const flags = [
    ...runs.flatMap((run) => runFlags(run, submission.benchmark.kind)),
    ...judges.map((judge) => `judge ${judge} is not the recommended one`),
    ...reused.map((file) => `${file.shots}-shot file already in ${file.otherSubmissionIds.length} other submission(s)`),
  ];
  return {
    id: submission.id,
    benchmark: submission.benchmark,
    modelName: submission.modelName,
    modelSlug: submission.modelSlug,
    revision: submission.revision,
    submittedAt: submission.submittedAt,
    submitter: { id: submission.user.id, label: userLabel(submission.user) },
    judgeModel: submission.judgeModel,
    runs,
    unexpectedJudges: judges,
    reusedFiles: reused,
    history,
    flags,
  };
}

/** Pending submissions, the longest-waiting first. */
export async function loadReviewQueue(): Promise<QueueEntry[]> {
  const pending = await db.submission.findMany({
    where: { status: "pending" },
    orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    include: SUBMISSION_INCLUDE,
  });
  return Promise.all(pending.map(toEntry));
}
