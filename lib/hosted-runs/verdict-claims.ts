// Who asks the judge about which record of a hosted run, as answer-claims.ts does for the model:
// a worker claims pending verdicts under a lease it renews, the run's row locked for the claim so
// the judge's concurrency holds across workers; a verdict is written once, by its lease's holder.
import "server-only";
import { db } from "@/lib/db";
import type { HostedJudgeCall } from "@/lib/benchmarks/kind-hosted";
import { storableText } from "@/lib/platform/postgres/storable";
import { claimPendingSql, heldLeases } from "./leases";

export interface ClaimedVerdict {
  id: string;
  shots: number;
  itemId: string;
  rawResponse: string;
}

/** Up to `want` pending verdicts of a running judge stage, none past `concurrency` held at once; null when the stage is not running. */
export async function claimVerdicts({
  runId,
  leaseToken,
  leaseMs,
  want,
  concurrency,
}: {
  runId: string;
  leaseToken: string;
  leaseMs: number;
  want: number;
  concurrency: number;
}): Promise<ClaimedVerdict[] | null> {
  return db.$transaction(async (tx) => {
    const [run] = await tx.$queryRaw<Array<{ judgeStage: string | null }>>`
      SELECT "judgeStage"::text AS "judgeStage" FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
    if (run?.judgeStage !== "running") return null;
    const take = Math.min(want, concurrency - (await heldLeases(tx, "HostedJudgeVerdict", runId)));
    if (take <= 0) return [];
    const claim = claimPendingSql({
      table: "HostedJudgeVerdict",
      runId,
      leaseToken,
      leaseMs,
      take,
      returning: ["id", "shots", "answerId"],
    });
    return tx.$queryRaw<ClaimedVerdict[]>`
      WITH claimed AS (${claim})
      SELECT c."id", c."shots", a."itemId", coalesce(a."rawResponse", '') AS "rawResponse"
      FROM claimed c JOIN "HostedAnswer" a ON a."id" = c."answerId"`;
  });
}

/**
 * Writes a verdict once, by the lease holding it, and counts it on the run (settled, requests,
 * tokens). Returns the verdicts still pending afterwards, or null when the lease was lost.
 */
export async function settleVerdict({
  runId,
  verdictId,
  leaseToken,
  judgeModel,
  call,
}: {
  runId: string;
  verdictId: string;
  leaseToken: string;
  judgeModel: string;
  call: HostedJudgeCall;
}): Promise<{ pending: number } | null> {
  const usage = call.ok ? call.value.usage : null;
  const attempts = call.ok ? call.value.attempts : call.error.attempts;
  return db.$transaction(async (tx) => {
    // The run's row first, as claims lock it: the other order deadlocks with a claim.
    await tx.$executeRaw`SELECT 1 FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
    const settled = await tx.$executeRaw`
      UPDATE "HostedJudgeVerdict" SET "status" = ${call.ok ? "judged" : "failed"}::"HostedVerdictStatus",
        "judgeModel" = ${judgeModel}, "rawResponse" = ${call.ok ? storableText(call.value.text) : null},
        "promptTokens" = ${usage?.promptTokens ?? null}, "completionTokens" = ${usage?.completionTokens ?? null},
        "attempts" = ${attempts}, "failureKind" = ${call.ok ? null : call.error.kind},
        "failureDetail" = ${call.ok ? null : storableText(call.error.detail.slice(0, 2000))},
        "leaseToken" = NULL, "leaseExpiresAt" = NULL, "settledAt" = now(), "updatedAt" = now()
      WHERE "id" = ${verdictId} AND "leaseToken" = ${leaseToken} AND "status" = 'pending'`;
    if (settled === 0) return null;
    await tx.$executeRaw`
      UPDATE "HostedRun" SET "judgedRecords" = "judgedRecords" + ${call.ok ? 1 : 0},
        "judgeFailedRecords" = "judgeFailedRecords" + ${call.ok ? 0 : 1},
        "judgeRequests" = "judgeRequests" + ${attempts},
        "judgePromptTokens" = "judgePromptTokens" + ${usage?.promptTokens ?? 0},
        "judgeCompletionTokens" = "judgeCompletionTokens" + ${usage?.completionTokens ?? 0}, "updatedAt" = now()
      WHERE "id" = ${runId}`;
    const [left] = await tx.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS "count" FROM "HostedJudgeVerdict" WHERE "runId" = ${runId} AND "status" = 'pending'`;
    return { pending: left?.count ?? 0 };
  });
}
