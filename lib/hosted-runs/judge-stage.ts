// The hosted run's second stage, after its first-stage files are stored: the records that need a
// verdict are listed once (one row each, for workers to claim), the judge is asked about each, and
// the scored files become the submission's runs (finish-judge-stage.ts). Its states: pending (the
// files wait), running, completed (every shot's scored file is a scored run), failed (a named reason).
import "server-only";
import type { HostedJudging } from "@/lib/benchmarks/kind-hosted";
import type { Tx } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";

export interface FirstStageFile {
  shots: number;
  fileName: string;
  fileId: string;
}

/**
 * Called in the transaction that completes the run, with its first-stage files: the judge stage
 * waits for a worker. Idempotent (a caller may retry the transaction).
 */
export async function handToJudgeStage(tx: Tx, { runId }: { runId: string; files: readonly FirstStageFile[] }) {
  await tx.hostedRun.update({ where: { id: runId }, data: { judgeStage: "pending" } });
}

/** The stage ends failed with a stable code and a sentence, unless it has ended already. */
export async function failJudgeStage({
  runId,
  code,
  detail,
}: {
  runId: string;
  code: string;
  detail: string;
}): Promise<boolean> {
  const failed = await db.hostedRun.updateMany({
    where: { id: runId, judgeStage: { in: ["pending", "running"] } },
    data: { judgeStage: "failed", judgeFailureCode: code, judgeFailureDetail: detail.slice(0, 2000) },
  });
  return failed.count === 1;
}

/**
 * A pending stage starts: one verdict row per record that needs one, in every shot's file, and the
 * judge named. Done once: the run's row is locked, and a second caller finds the stage running.
 */
export async function beginJudgeStage({
  runId,
  judging,
  judgeModel,
}: {
  runId: string;
  judging: HostedJudging;
  judgeModel: string;
}): Promise<void> {
  const answers = await db.hostedAnswer.findMany({
    where: { runId },
    orderBy: [{ shots: "asc" }, { position: "asc" }],
    select: { id: true, shots: true, itemId: true, subject: true, position: true, rawResponse: true },
  });
  const rows: { runId: string; answerId: string; shots: number; subject: string; position: number }[] = [];
  for (const shots of new Set(answers.map((answer) => answer.shots))) {
    const some = answers.filter((answer) => answer.shots === shots);
    const prompts = await judging.judgePrompts({
      answers: some.map((answer) => ({ itemId: answer.itemId, rawResponse: answer.rawResponse ?? "" })),
    });
    for (const answer of some)
      if (prompts.has(answer.itemId))
        rows.push({ runId, answerId: answer.id, shots, subject: answer.subject, position: answer.position });
  }
  await db.$transaction(
    async (tx) => {
      const [run] = await tx.$queryRaw<Array<{ judgeStage: string | null }>>`
        SELECT "judgeStage"::text AS "judgeStage" FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
      if (run?.judgeStage !== "pending") return;
      const CHUNK = 5000;
      for (let start = 0; start < rows.length; start += CHUNK)
        await tx.hostedJudgeVerdict.createMany({ data: rows.slice(start, start + CHUNK), skipDuplicates: true });
      await tx.hostedRun.update({
        where: { id: runId },
        data: { judgeStage: "running", judgeModel, judgeTotal: rows.length },
      });
    },
    { timeout: 60_000 },
  );
}
