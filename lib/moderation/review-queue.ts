// The moderators' queue: pending submissions, oldest first, each with the signals a reviewer
// reads before opening it (coverage, tampering, claims, judges, reused files, the submitter's history).
import "server-only";
import { db } from "@/lib/db";
import type { Shots } from "@/lib/benchmarks/kind";
import type { SetupReview, SignalLine, StoredScoring } from "@/lib/benchmarks/kind-server";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { actorLabel, NAMED_ACCOUNT_SELECT, type NamedAccount } from "@/lib/audit-log/audit-log";

type SubmitterHistory = Record<
  "approved" | "rejected" | "pending" | "withdrawn" | "changes_requested" | "unpublished",
  number
>;

type ReusedFile = { shots: 0 | 1; otherSubmissionIds: string[] };

/** One shot setting's current run at a glance: its status, and when scored its kind's signal lines. */
export type RunEntry = {
  shots: Shots;
  status: "processing" | "scored" | "failed" | "missing";
  lines: SignalLine[];
  flags: string[];
  /** The kind's own figures behind the lines, when scored. */
  detail?: unknown;
};

export type QueueEntry = {
  id: string;
  /** The benchmark the results are for: its kind decides which signals apply. */
  benchmark: { slug: string; name: string; kind: string };
  modelName: string;
  modelSlug: string;
  revision: number;
  submittedAt: Date | null;
  submitter: { id: string; label: string };
  judgeModel: string;
  runs: [RunEntry, RunEntry];
  /** The setup the submission names (MR-Ben: its judge), as its kind reviews it. */
  setup: SetupReview;
  reusedFiles: ReusedFile[];
  /** The submitter's other submissions by status (this one not counted). */
  history: SubmitterHistory;
  flags: string[];
};

const RUN_SELECT = {
  orderBy: { createdAt: "desc" },
  select: { shots: true, status: true, fileId: true, fileName: true, scoring: { select: STORED_SCORING_SELECT } },
} as const;

const SUBMISSION_INCLUDE = {
  user: { select: NAMED_ACCOUNT_SELECT },
  benchmark: { select: { slug: true, name: true, kind: true } },
  runs: RUN_SELECT,
} as const;

type RunRow = {
  shots: number;
  fileName: string | null;
  status: "processing" | "scored" | "failed";
  fileId: string | null;
  scoring: StoredScoring | null;
};

function newest(runs: RunRow[], shots: Shots): RunRow | null {
  return runs.find((run) => run.shots === shots) ?? null;
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
  partial: boolean;
  userId: string;
  user: NamedAccount;
  runs: RunRow[];
};

async function toEntry(submission: SubmissionRow): Promise<QueueEntry> {
  const server = await benchmarkKind(submission.benchmark.kind).server();
  const current = [newest(submission.runs, 0), newest(submission.runs, 1)] as const;
  const reviewRun = async (shots: Shots, run: RunRow | null): Promise<RunEntry> => {
    if (run?.status !== "scored" || !run.scoring) {
      const status = run ? run.status : "missing";
      return { shots, status, lines: [], flags: [`${shots}-shot not scored (${status})`] };
    }
    const review = await server.reviewRun(run.scoring, { shots, claimedScores: submission.claimedScores });
    return { shots, status: "scored", ...review };
  };
  const [zero, one, reused, history] = await Promise.all([
    reviewRun(0, current[0]),
    reviewRun(1, current[1]),
    reusedFiles(submission.id, [...current]),
    submitterHistory(submission.userId, submission.id),
  ]);
  const setup = server.reviewSetup?.(
    { judgeModel: submission.judgeModel },
    current.map((run) => (run?.status === "scored" ? run.scoring : null)),
  ) ?? { lines: [{ label: "Judge", value: "not used (no judge stage)" }], flags: [] };
  const flags = [
    ...(submission.partial ? ["Marked partial on purpose: unranked overall, ranked on the subjects it ran"] : []),
    ...zero.flags,
    ...one.flags,
    ...setup.flags,
    ...(server.fileNameWarnings?.(
      current.flatMap((run) => (run ? [{ shots: run.shots as Shots, fileName: run.fileName }] : [])),
    ) ?? []),
    ...reused.map((file) => `${file.shots}-shot file already in ${file.otherSubmissionIds.length} other submission(s)`),
  ];
  return {
    id: submission.id,
    benchmark: submission.benchmark,
    modelName: submission.modelName,
    modelSlug: submission.modelSlug,
    revision: submission.revision,
    submittedAt: submission.submittedAt,
    submitter: { id: submission.user.id, label: actorLabel(submission.user) },
    judgeModel: submission.judgeModel,
    runs: [zero, one],
    setup,
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
