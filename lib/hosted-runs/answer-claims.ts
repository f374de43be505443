// Who asks which prompt of a hosted run. A worker claims pending answers under a lease (its token
// and an expiry it renews while it works); the run's row is locked for the claim, so the run's
// concurrency holds across every worker, and a claimed answer is skipped by the others until it
// settles or its lease runs out (its worker was killed). Settling is conditional on the lease: an
// answer is written once, by the worker that holds it.
import "server-only";
import { db } from "@/lib/db";
import type { HostedRunStatus } from "@/lib/generated/prisma/client";
import type { Shots } from "@/lib/benchmarks/kind";
import { claimPendingSql, heldLeases } from "./leases";

/** The run's counters are PostgreSQL integers: they stop at the largest one rather than overflow. */
const MAX_COUNTER = 2_147_483_647;

export interface ClaimedAnswer {
  id: string;
  shots: Shots;
  itemId: string;
}

export type Claim = { stopped: HostedRunStatus } | { stopped: null; answers: ClaimedAnswer[] };

/** Up to `want` pending answers of a running run for this lease, in the official order; none when the run's concurrency is taken. */
export async function claimAnswers({
  runId,
  leaseToken,
  leaseMs,
  want,
}: {
  runId: string;
  leaseToken: string;
  leaseMs: number;
  want: number;
}): Promise<Claim> {
  return db.$transaction(async (tx) => {
    const [run] = await tx.$queryRaw<Array<{ status: HostedRunStatus; concurrency: number }>>`
      SELECT "status", "concurrency" FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
    if (!run || run.status !== "running") return { stopped: run?.status ?? "failed" };
    const take = Math.min(want, run.concurrency - (await heldLeases(tx, "HostedAnswer", runId)));
    if (take <= 0) return { stopped: null, answers: [] };
    const answers = await tx.$queryRaw<Array<{ id: string; shots: number; itemId: string }>>(
      claimPendingSql({
        table: "HostedAnswer",
        runId,
        leaseToken,
        leaseMs,
        take,
        returning: ["id", "shots", "itemId"],
      }),
    );
    return { stopped: null, answers: answers.map((row) => ({ ...row, shots: row.shots === 1 ? 1 : 0 })) };
  });
}

/**
 * Reserves requests and their token estimates against the run's spending cap, in the order given,
 * under the run's row lock, so concurrent workers cannot pass the cap together: true for each that
 * fits while the run is running. Many at once (group-commit.ts): one transaction for all of them.
 */
export async function reserveAgainstCap({
  runId,
  requests,
}: {
  runId: string;
  requests: readonly { answerId: string; tokenEstimate: number }[];
}): Promise<boolean[]> {
  return db.$transaction(async (tx) => {
    const [run] = await tx.$queryRaw<
      Array<{
        status: HostedRunStatus;
        requests: number;
        spentTokens: number;
        maxRequests: number | null;
        maxTotalTokens: number | null;
      }>
    >`SELECT "status", "requests", "spentTokens", "maxRequests", "maxTotalTokens" FROM "HostedRun"
      WHERE "id" = ${runId} FOR UPDATE`;
    if (!run || run.status !== "running") return requests.map(() => false);
    let count = run.requests;
    let tokens = run.spentTokens;
    const fits = requests.map(({ tokenEstimate }) => {
      const fit =
        (run.maxRequests === null || count + 1 <= run.maxRequests) &&
        (run.maxTotalTokens === null || tokens + tokenEstimate <= run.maxTotalTokens);
      if (fit) {
        count += 1;
        tokens += tokenEstimate;
      }
      return fit;
    });
    const reserved = requests.filter((_, i) => fits[i]);
    if (reserved.length === 0) return fits;
    await tx.$executeRaw`
      UPDATE "HostedRun" SET "requests" = ${Math.min(count, MAX_COUNTER)},
        "spentTokens" = ${Math.min(tokens, MAX_COUNTER)}, "updatedAt" = now() WHERE "id" = ${runId}`;
    await tx.$executeRaw`
      UPDATE "HostedAnswer" a SET "reservedTokens" = r."tokens", "updatedAt" = now()
      FROM unnest(${reserved.map((r) => r.answerId)}::text[], ${reserved.map((r) => r.tokenEstimate)}::int[])
        AS r("id", "tokens")
      WHERE a."id" = r."id"`;
    return fits;
  });
}

export interface Settlement {
  rawResponse: string;
  parsed: Record<string, string>;
  usage: { promptTokens: number; completionTokens: number } | null;
  /** Why the usage the endpoint reported was not counted, when it was past any plausible bound. */
  usageNote: string | null;
  attempts: number;
  failure: { code: string; detail: string } | null;
}

/**
 * Writes answers once, each by the lease holding it, and their tokens into the run's counters: the
 * estimate reserved for each replaced by what the API counted (kept when it counted nothing). Many
 * at once (group-commit.ts): one transaction, one update of the run's row. Returns, for each, the
 * run's settled count once it settled (counting the batch's answers in order), or null when its
 * lease was lost.
 */
export async function settleAnswers({
  runId,
  leaseToken,
  settlements,
}: {
  runId: string;
  leaseToken: string;
  settlements: readonly { answerId: string; settlement: Settlement }[];
}): Promise<({ answered: number; total: number } | null)[]> {
  const column = <T>(pick: (settlement: Settlement) => T) => settlements.map((one) => pick(one.settlement));
  return db.$transaction(async (tx) => {
    // The run's row first, as claims and reservations lock it: the other order deadlocks with a claim.
    await tx.$executeRaw`SELECT 1 FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
    const settled = await tx.$queryRaw<Array<{ id: string; reservedTokens: number | null }>>`
      UPDATE "HostedAnswer" a SET "status" = s."status"::"HostedAnswerStatus", "rawResponse" = s."raw",
        "parsed" = s."parsed"::jsonb, "promptTokens" = s."promptTokens", "completionTokens" = s."completionTokens",
        "attempts" = s."attempts", "failureCode" = s."failureCode", "failureDetail" = s."failureDetail",
        "usageNote" = s."usageNote",
        "leaseToken" = NULL, "leaseExpiresAt" = NULL, "settledAt" = now(), "updatedAt" = now()
      FROM unnest(
        ${settlements.map((one) => one.answerId)}::text[],
        ${column((one) => (one.failure ? "failed" : "answered"))}::text[],
        ${column((one) => one.rawResponse)}::text[],
        ${column((one) => JSON.stringify(one.parsed))}::text[],
        ${column((one) => one.usage?.promptTokens ?? null)}::int[],
        ${column((one) => one.usage?.completionTokens ?? null)}::int[],
        ${column((one) => one.attempts)}::int[],
        ${column((one) => one.failure?.code ?? null)}::text[],
        ${column((one) => one.failure?.detail.slice(0, 2000) ?? null)}::text[],
        ${column((one) => one.usageNote?.slice(0, 2000) ?? null)}::text[]
      ) AS s("id", "status", "raw", "parsed", "promptTokens", "completionTokens", "attempts", "failureCode",
        "failureDetail", "usageNote")
      WHERE a."id" = s."id" AND a."leaseToken" = ${leaseToken} AND a."status" = 'pending'
      RETURNING a."id", a."reservedTokens"`;
    if (settled.length === 0) return settlements.map(() => null);
    const byId = new Map(settlements.map((one) => [one.answerId, one.settlement]));
    let spent = 0;
    let promptTokens = 0;
    let completionTokens = 0;
    let implausible = 0;
    for (const row of settled) {
      const { usage, usageNote } = byId.get(row.id)!;
      if (usageNote) implausible += 1;
      const reserved = row.reservedTokens ?? 0;
      spent += (usage ? usage.promptTokens + usage.completionTokens : reserved) - reserved;
      promptTokens += usage?.promptTokens ?? 0;
      completionTokens += usage?.completionTokens ?? 0;
    }
    const [run] = await tx.$queryRaw<Array<{ answeredItems: number; totalItems: number }>>`
      UPDATE "HostedRun" SET "answeredItems" = "answeredItems" + ${settled.length},
        "spentTokens" = LEAST("spentTokens"::bigint + ${spent}::bigint, ${MAX_COUNTER}),
        "promptTokens" = LEAST("promptTokens"::bigint + ${promptTokens}::bigint, ${MAX_COUNTER}),
        "completionTokens" = LEAST("completionTokens"::bigint + ${completionTokens}::bigint, ${MAX_COUNTER}),
        "implausibleUsage" = "implausibleUsage" + ${implausible}, "updatedAt" = now()
      WHERE "id" = ${runId}
      RETURNING "answeredItems", "totalItems"`;
    if (!run) return settlements.map(() => null);
    // Each settled answer gets the count as if settled alone, in the batch's order: exactly one
    // of them sees the last answer settle, and only it completes the run.
    const done = new Set(settled.map((row) => row.id));
    let answered = run.answeredItems - settled.length;
    return settlements.map((one) => (done.has(one.answerId) ? { answered: ++answered, total: run.totalItems } : null));
  });
}
