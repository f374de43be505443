// Reading submissions with the runs that count: for each shot setting, the newest upload.
import "server-only";
import { db } from "@/lib/db";
import { failInterruptedRuns } from "@/lib/submissions/interrupted-runs";

const RUN_SUMMARY = {
  id: true,
  shots: true,
  status: true,
  fileName: true,
  sizeBytes: true,
  sha256: true,
  failureCode: true,
  failureDetail: true,
  problems: true,
  createdAt: true,
  finishedAt: true,
  scoring: {
    select: {
      id: true,
      scorerName: true,
      scorerVersion: true,
      meanMrScore: true,
      meanCiLow: true,
      meanCiHigh: true,
      report: true,
      analyses: true,
      analysesVersion: true,
      createdAt: true,
      benchmarkVersion: { select: { number: true } },
      subjects: { orderBy: { subject: "asc" } },
    },
  },
  extractionScoring: {
    select: {
      id: true,
      scorerName: true,
      scorerVersion: true,
      matching: true,
      normalization: true,
      records: true,
      recall: true,
      precision: true,
      f1: true,
      f1CiLow: true,
      f1CiHigh: true,
      microRecall: true,
      microPrecision: true,
      microF1: true,
      report: true,
      createdAt: true,
      benchmarkVersion: { select: { number: true } },
    },
  },
} as const;

export async function loadSubmission(id: string) {
  await failInterruptedRuns();
  return db.submission.findUnique({
    where: { id },
    include: {
      user: { select: { id: true, name: true, githubLogin: true, email: true } },
      benchmark: { select: { id: true, slug: true, name: true, kind: true } },
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
        select: {
          shots: true,
          status: true,
          scoring: { select: { meanMrScore: true } },
          extractionScoring: { select: { f1: true } },
        },
      },
    },
  });
}

/** Just what the permission checks read (owner and status), for server actions. */
export async function loadSubmissionAccess(id: string) {
  return db.submission.findUnique({ where: { id }, select: { userId: true, status: true } });
}
