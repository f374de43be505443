// How many hosted runs a user may start: a rate of its own (HOSTED_RUN_START_LIMIT, counted from
// the runs they created, across every instance) and a cap on the runs they have queued or running
// at once (HOSTED_MAX_ACTIVE_RUNS). Checked inside the transaction that creates the run, under a
// per-user lock, so parallel starts cannot all pass.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { durationInWords, takeFromWindow, type RateLimit, type WindowQuota } from "@/lib/validations/rate-limit";

/** Where the user stands in the start limit's window, for RateLimit-* headers and the page. */
export type StartQuota = WindowQuota;

export type StartLimitRefusal =
  | { code: "start-rate-limited"; detail: string; retryAfterSeconds: number; quota: StartQuota }
  | { code: "too-many-active-runs"; detail: string };

export async function takeStartAllowance(
  tx: Prisma.TransactionClient,
  {
    userId,
    limit,
    maxActive,
    now = new Date(),
  }: { userId: string; limit: RateLimit | null; maxActive: number; now?: Date },
): Promise<{ ok: true; quota: StartQuota | null } | { ok: false; refusal: StartLimitRefusal }> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hosted-run-start:${userId}`}, 0))`;
  const active = await tx.hostedRun.count({ where: { createdById: userId, status: { in: ["queued", "running"] } } });
  if (active >= maxActive)
    return {
      ok: false,
      refusal: {
        code: "too-many-active-runs",
        detail: `You have ${active} hosted run(s) queued or running; each user may have ${maxActive} at once. Wait for one to end, or cancel one.`,
      },
    };
  if (!limit) return { ok: true, quota: null };
  const recent = await tx.hostedRun.findMany({
    where: { createdById: userId, createdAt: { gt: new Date(now.getTime() - limit.windowSeconds * 1000) } },
    orderBy: { createdAt: "desc" },
    take: limit.count,
    select: { createdAt: true },
  });
  const taken = takeFromWindow(
    recent.map((run) => run.createdAt),
    limit,
    now,
  );
  if (taken.ok) return taken;
  return {
    ok: false,
    refusal: {
      code: "start-rate-limited",
      detail:
        `Each user may start ${limit.count} hosted runs per ${durationInWords(limit.windowSeconds)} (${limit.label}). ` +
        `Try again in ${durationInWords(taken.retryAfterSeconds)}.`,
      retryAfterSeconds: taken.retryAfterSeconds,
      quota: taken.quota,
    },
  };
}
