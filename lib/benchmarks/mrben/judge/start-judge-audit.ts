// Creating audits: the automatic sample when a file is scored, a moderator's full re-judge, and
// trying failed verdicts again. Each writes the audit and all its verdicts in one transaction,
// then queues their jobs; a queue that is down loses nothing, as the worker's sweep queues
// every pending verdict it finds.
import "server-only";
import { db } from "@/lib/db";
import type { JudgeAuditScope, Prisma } from "@/lib/generated/prisma/client";
import { finishAuditIfSettled } from "@/lib/benchmarks/mrben/judge/finish-audit";
import { enqueueJudgeVerdicts, portalJudgeQueue, type JudgeJobData } from "@/lib/benchmarks/mrben/judge/judge-queue";
import { sampleVerdicts } from "@/lib/benchmarks/mrben/judge-audit/sample-verdicts";
import { verdictIsRead } from "@/lib/benchmarks/mrben/judge-audit/server-judged-score";
import { verdictCountsAsCorrect } from "@/lib/benchmarks/mrben/mr-score";
import { err, ok, type Result } from "@/lib/result";

type Tx = Prisma.TransactionClient;

/** The records whose verdicts ACC_reason counts (see verdictIsRead), in the file's order. */
async function verdictRecords(tx: Tx, scoringId: string) {
  const rows = await tx.recordResult.findMany({
    where: { scoringId, outcome: "tn", OR: [{ subject: "coding" }, { stepEarned: true }] },
    orderBy: [{ subject: "asc" }, { recordIndex: "asc" }],
    select: { id: true, subject: true, recordIndex: true, verdict: true, outcome: true, stepEarned: true },
  });
  return rows.filter(verdictIsRead);
}

type VerdictRecord = Awaited<ReturnType<typeof verdictRecords>>[number];

async function lockScoring(tx: Tx, scoringId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`judge-audit:${scoringId}`}))`;
}

async function createAudit(
  tx: Tx,
  {
    scoringId,
    scope,
    judgeModel,
    seed,
    records,
    requestedById,
  }: {
    scoringId: string;
    scope: JudgeAuditScope;
    judgeModel: string;
    seed: string;
    records: readonly VerdictRecord[];
    requestedById: string | null;
  },
): Promise<{ auditId: string; jobs: JudgeJobData[]; scoresStored: boolean }> {
  const audit = await tx.judgeAudit.create({
    data: { scoringId, scope, judgeModel, seed, total: records.length, requestedById },
    select: { id: true },
  });
  await tx.judgeAuditVerdict.createMany({
    data: records.map((record) => ({
      auditId: audit.id,
      recordId: record.id,
      subject: record.subject,
      recordIndex: record.recordIndex,
      submittedVerdict: record.verdict,
      submittedCounts: record.verdict !== null && verdictCountsAsCorrect(record.verdict),
    })),
  });
  // No verdict to judge (the model found no error step): settled at once.
  const { scoresStored } = await finishAuditIfSettled(tx, audit.id);
  const verdicts = await tx.judgeAuditVerdict.findMany({ where: { auditId: audit.id }, select: { id: true } });
  return { auditId: audit.id, jobs: verdicts.map((verdict) => ({ verdictId: verdict.id, round: 0 })), scoresStored };
}

/** Queues the jobs now if the queue answers; otherwise the worker's sweep will. */
export async function queueJudgeJobs(jobs: readonly JudgeJobData[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await enqueueJudgeVerdicts(await portalJudgeQueue(), jobs);
  } catch (error) {
    console.error("[judge] queueing verdicts failed; the worker's sweep will queue them:", error);
  }
}

/**
 * The automatic audit of a scored file: a sample of its verdicts, drawn from the file's SHA-256,
 * once per file scoring and judge model (a re-upload of the same bytes reuses it).
 */
export async function startSampleAudit({
  scoringId,
  judgeModel,
  sampleSize,
}: {
  scoringId: string;
  judgeModel: string;
  sampleSize: number;
}): Promise<{ auditId: string; created: boolean }> {
  const started = await db.$transaction(async (tx) => {
    await lockScoring(tx, scoringId);
    const existing = await tx.judgeAudit.findFirst({
      where: { scoringId, scope: "sample", judgeModel },
      select: { id: true },
    });
    if (existing) return { auditId: existing.id, created: false, jobs: [] as JudgeJobData[] };
    const scoring = await tx.fileScoring.findUniqueOrThrow({
      where: { id: scoringId },
      select: { file: { select: { sha256: true } } },
    });
    const records = await verdictRecords(tx, scoringId);
    const sample = sampleVerdicts({
      candidates: records.map((record) => ({ ...record, key: String(record.recordIndex) })),
      size: sampleSize,
      seed: scoring.file.sha256,
    });
    const audit = await createAudit(tx, {
      scoringId,
      scope: "sample",
      judgeModel,
      seed: scoring.file.sha256,
      records: sample,
      requestedById: null,
    });
    return { ...audit, created: true };
  });
  await queueJudgeJobs(started.jobs);
  return { auditId: started.auditId, created: started.created };
}

/** A full audit of every verdict of the scoring, inside the caller's transaction (which records who asked). */
export async function createFullAudit(
  tx: Tx,
  { scoringId, judgeModel, requestedById }: { scoringId: string; judgeModel: string; requestedById: string },
): Promise<
  Result<{ auditId: string; jobs: JudgeJobData[]; scoresStored: boolean }, { code: "already-running"; auditId: string }>
> {
  await lockScoring(tx, scoringId);
  const running = await tx.judgeAudit.findFirst({
    where: { scoringId, scope: "full", judgeModel, status: "running" },
    select: { id: true },
  });
  if (running) return err({ code: "already-running", auditId: running.id });
  const records = await verdictRecords(tx, scoringId);
  const audit = await createAudit(tx, {
    scoringId,
    scope: "full",
    judgeModel,
    seed: `full:${scoringId}`,
    records,
    requestedById,
  });
  return ok(audit);
}

/** Puts an audit's failed verdicts back to pending under a new round; returns their jobs. */
export async function reopenFailedVerdicts(tx: Tx, auditId: string): Promise<JudgeJobData[]> {
  await tx.$executeRaw`SELECT 1 FROM "JudgeAudit" WHERE "id" = ${auditId} FOR UPDATE`;
  const failed = await tx.judgeAuditVerdict.findMany({
    where: { auditId, status: "failed" },
    select: { id: true, round: true },
  });
  if (failed.length === 0) return [];
  await tx.judgeAuditVerdict.updateMany({
    where: { auditId, status: "failed" },
    data: {
      status: "pending",
      round: { increment: 1 },
      failureKind: null,
      failureMessage: null,
      attempts: null,
      settledAt: null,
    },
  });
  await tx.judgeAudit.update({
    where: { id: auditId },
    data: { status: "running", failed: { decrement: failed.length }, finishedAt: null },
  });
  return failed.map((verdict) => ({ verdictId: verdict.id, round: verdict.round + 1 }));
}
