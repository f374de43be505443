// The demo's entries: each model's results files ingested through the upload pipeline into one
// submission of the demo user, which is then approved. Running it again skips files already
// scored for the same model (same SHA-256), so entries are never duplicated.
import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { modelSlug } from "@/lib/benchmarks/model-slug";
import { recordSubmissionEvent, type EventActor } from "@/lib/audit-log/audit-log";
import { createSubmission, updateSubmissionMeta } from "@/lib/submissions/create-submission";
import { ingestUpload, type IngestTimings } from "@/lib/submissions/ingest/ingest-upload";
import type { TSubmissionMeta } from "@/lib/validations/submission-meta";
import type { ModelFiles, ResultsFile } from "./results-folder";

/** The demo command acts as nobody signed in; its events say so. */
const DEMO_ACTOR: EventActor = { id: null, label: "npm run demo" };

export const DEMO_USER_EMAIL = "demo@mr-ben.local";

export type DemoFileOutcome =
  | { name: string; status: "scored"; meanMrScore: number; timings: IngestTimings; reusedScoring: boolean }
  | { name: string; status: "already-imported" }
  | { name: string; status: "failed"; reason: string };

export type DemoModelOutcome = {
  modelName: string;
  submissionId: string;
  /** The submission is approved (it has at least one scored run). */
  approved: boolean;
  files: DemoFileOutcome[];
};

export async function ensureDemoUser(): Promise<string> {
  const user = await db.user.upsert({
    where: { email: DEMO_USER_EMAIL },
    create: { email: DEMO_USER_EMAIL, name: "MR-Ben demo", role: "user" },
    update: {},
    select: { id: true },
  });
  return user.id;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** The demo user's submission of this model (one per model slug), created on first need. */
async function findDemoSubmission(userId: string, modelName: string) {
  return db.submission.findFirst({
    where: { userId, modelSlug: modelSlug(modelName), benchmark: { slug: MRBEN_SLUG } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      modelName: true,
      modelLink: true,
      description: true,
      organization: true,
      parameterCount: true,
      openWeights: true,
      priceInputUsdPerMTok: true,
      priceOutputUsdPerMTok: true,
      temperature: true,
      judgeModel: true,
      notes: true,
      partial: true,
      submittedAt: true,
      approvedAt: true,
      runs: { orderBy: { createdAt: "desc" }, select: { shots: true, status: true, sha256: true } },
    },
  });
}

/** Whether the stored metadata already is `meta` (models.json may have changed since). */
function sameMeta(stored: Omit<TSubmissionMeta, "claimedScores" | "benchmark">, meta: TSubmissionMeta): boolean {
  const keys = [
    "modelName",
    "modelLink",
    "description",
    "organization",
    "parameterCount",
    "openWeights",
    "priceInputUsdPerMTok",
    "priceOutputUsdPerMTok",
    "temperature",
    "judgeModel",
    "notes",
    "partial",
  ] as const;
  return keys.every((key) => stored[key] === meta[key]);
}

async function ingestFile(submissionId: string, file: ResultsFile): Promise<DemoFileOutcome> {
  const result = await ingestUpload(
    {
      submissionId,
      shots: file.shots,
      fileName: file.name,
      body: createReadStream(file.path),
      declaredLength: statSync(file.path).size,
      declaredGzip: file.name.toLowerCase().endsWith(".gz"),
      maxBytes: env.UPLOAD_MAX_BYTES,
    },
    { followUp: false },
  );
  if (!result.ok) {
    const failure = result.error;
    const first = failure.problems[0];
    const more = failure.problems.length > 1 ? ` (+${failure.problems.length - 1} more)` : "";
    return {
      name: file.name,
      status: "failed",
      reason: `${failure.title}: ${failure.detail}${first ? ` First problem: ${first.pointer}: ${first.detail}${more}` : ""}`,
    };
  }
  const run = await db.submissionRun.findUniqueOrThrow({
    where: { id: result.value.runId },
    select: { scoring: { select: { score: true } } },
  });
  return {
    name: file.name,
    status: "scored",
    meanMrScore: run.scoring!.score,
    timings: result.value.timings,
    reusedScoring: result.value.reusedScoring,
  };
}

export async function importDemoModel({
  userId,
  model,
  meta,
  onFile = () => {},
}: {
  userId: string;
  model: ModelFiles;
  meta: TSubmissionMeta;
  onFile?: (outcome: DemoFileOutcome) => void;
}): Promise<DemoModelOutcome> {
  const existing = await findDemoSubmission(userId, meta.modelName);
  let submissionId = existing?.id ?? null;
  if (submissionId === null) {
    const created = await createSubmission({ userId, meta });
    if (!created.ok) throw new Error(created.error.errors.map((error) => error.detail).join("; "));
    submissionId = created.value.id;
  } else if (!sameMeta(existing!, meta)) await updateSubmissionMeta({ id: submissionId, meta });

  const files: DemoFileOutcome[] = [];
  for (const file of model.files) {
    // The run that counts is the newest of its shot setting: skip only when that one is this file, scored.
    const current = existing?.runs.find((run) => run.shots === file.shots);
    const outcome =
      current?.status === "scored" && current.sha256 === (await sha256Of(file.path))
        ? { name: file.name, status: "already-imported" as const }
        : await ingestFile(submissionId, file);
    files.push(outcome);
    onFile(outcome);
  }

  const scoredRuns = await db.submissionRun.count({ where: { submissionId, status: "scored" } });
  let approved = existing?.status === "approved";
  const newlyApproved = scoredRuns > 0 && !approved;
  if (newlyApproved) {
    await approveDemoSubmission(submissionId, existing?.submittedAt ?? null);
    approved = true;
  }
  // A portal running beside the demo drops its cached board (every instance hears it).
  if (newlyApproved || (approved && files.some((file) => file.status !== "already-imported"))) await invalidateBoard();
  return { modelName: model.modelName, submissionId, approved, files };
}

/** Demo entries go live like any other: the status change, its revision and an audit event together. */
async function approveDemoSubmission(submissionId: string, submittedAt: Date | null): Promise<void> {
  const now = new Date();
  await db.$transaction(async (tx) => {
    const before = await tx.submission.findUniqueOrThrow({
      where: { id: submissionId },
      select: { status: true, revision: true },
    });
    const after = { status: "approved" as const, revision: before.revision + 1 };
    await tx.submission.update({
      where: { id: submissionId },
      data: { status: after.status, revision: after.revision, submittedAt: submittedAt ?? now, approvedAt: now },
    });
    await recordSubmissionEvent(tx, {
      action: "approve",
      actor: DEMO_ACTOR,
      submissionId,
      reason: "Imported as an approved entry by npm run demo.",
      before,
      after,
    });
  });
}
