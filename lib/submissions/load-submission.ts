// Reading submissions with the runs that count: for each shot setting, the newest upload, with its
// scoring as every kind's reader takes it (StoredScoring).
import "server-only";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { db } from "@/lib/db";
import { failInterruptedRuns } from "@/lib/submissions/interrupted-runs";
import { NAMED_ACCOUNT_SELECT } from "@/lib/audit-log/audit-log";

const RUN_SUMMARY = {
  id: true,
  shots: true,
  status: true,
  fileName: true,
  sizeBytes: true,
  sha256: true,
  fileId: true,
  failureCode: true,
  failureDetail: true,
  problems: true,
  createdAt: true,
  finishedAt: true,
  scoring: { select: STORED_SCORING_SELECT },
} as const;

const BENCHMARK_SELECT = {
  id: true,
  slug: true,
  name: true,
  kind: true,
  description: true,
  settings: true,
} as const;

export async function loadSubmission(id: string) {
  await failInterruptedRuns();
  return db.submission.findUnique({
    where: { id },
    include: {
      user: { select: NAMED_ACCOUNT_SELECT },
      benchmark: { select: BENCHMARK_SELECT },
      runs: { orderBy: { createdAt: "desc" }, select: RUN_SUMMARY },
    },
  });
}

export type LoadedSubmission = NonNullable<Awaited<ReturnType<typeof loadSubmission>>>;
export type LoadedRun = LoadedSubmission["runs"][number];

/** The run that counts for each shot setting: the newest upload, whatever became of it. */
export function currentRuns(submission: Pick<LoadedSubmission, "runs">): Record<"0" | "1", LoadedRun | null> {
  const newest = (shots: number) => submission.runs.find((run) => run.shots === shots) ?? null;
  return { "0": newest(0), "1": newest(1) };
}

/** A shot setting's current run's scoring, when that run is scored. */
export function scoredRun(submission: Pick<LoadedSubmission, "runs">, shots: 0 | 1) {
  const run = currentRuns(submission)[shots === 0 ? "0" : "1"];
  return run?.status === "scored" && run.scoring ? { run, scoring: run.scoring } : null;
}

export async function listUserSubmissions(userId: string) {
  await failInterruptedRuns();
  return db.submission.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      modelName: true,
      status: true,
      createdAt: true,
      submittedAt: true,
      benchmark: { select: { slug: true, name: true, kind: true } },
      runs: {
        orderBy: { createdAt: "desc" },
        select: { shots: true, status: true, scoring: { select: { score: true } } },
      },
    },
  });
}

/** Just what the permission checks read (owner and status), for server actions. */
export async function loadSubmissionAccess(id: string) {
  return db.submission.findUnique({ where: { id }, select: { userId: true, status: true } });
}
