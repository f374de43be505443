// How many hosted runs a user may start: a rate of its own (HOSTED_RUN_START_LIMIT, counted from
// the runs they created, across every instance) and a cap on the runs they have queued or running
// at once (HOSTED_MAX_ACTIVE_RUNS). Checked inside the transaction that creates the run, under a
// per-user lock, so parallel starts cannot all pass.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  durationInWords,
  takeFromWindow,
  windowStanding,
  type RateLimit,
  type WindowQuota,
} from "@/lib/validations/rate-limit";
import { err, ok, type Result } from "@/lib/result";
import type { StartFailure } from "@/lib/validations/hosted-run-failure";

/** Where the user stands in the start limit's window, for RateLimit-* headers and the page. */
export type StartQuota = WindowQuota;

export type StartLimitFailure =
  Extract<StartFailure, { code: "start-rate-limited" }> | { code: "too-many-active-runs"; message: string };

/** What the start form tells a user before they start: runs left in the window, and runs active of the most at once. */
export interface StartStanding {
  quota: StartQuota | null;
  active: number;
  maxActive: number;
}

/** The user's runs queued or running. */
const activeRuns = (client: Prisma.TransactionClient, userId: string) =>
  client.hostedRun.count({ where: { createdById: userId, status: { in: ["queued", "running"] } } });

/** The user's standing without counting anything (the start form). */
export async function startStanding({
  userId,
  limit = env.HOSTED_RUN_START_LIMIT,
  maxActive = env.HOSTED_MAX_ACTIVE_RUNS,
  now = new Date(),
}: {
  userId: string;
  limit?: RateLimit | null;
  maxActive?: number;
  now?: Date;
}): Promise<StartStanding> {
  const [active, recent] = await Promise.all([
    activeRuns(db, userId),
    limit ? recentStarts(db, userId, limit, now) : [],
  ]);
  return { quota: limit ? windowStanding(recent, limit, now) : null, active, maxActive };
}

/** The times of the user's runs created in the limit's window, newest first (at most the limit's count). */
async function recentStarts(
  client: Prisma.TransactionClient,
  userId: string,
  limit: RateLimit,
  now: Date,
): Promise<Date[]> {
  const runs = await client.hostedRun.findMany({
    where: { createdById: userId, createdAt: { gt: new Date(now.getTime() - limit.windowSeconds * 1000) } },
    orderBy: { createdAt: "desc" },
    take: limit.count,
    select: { createdAt: true },
  });
  return runs.map((run) => run.createdAt);
}

export async function takeStartAllowance(
  tx: Prisma.TransactionClient,
  {
    userId,
    limit,
    maxActive,
    now = new Date(),
  }: { userId: string; limit: RateLimit | null; maxActive: number; now?: Date },
): Promise<Result<StartQuota | null, StartLimitFailure>> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hosted-run-start:${userId}`}, 0))`;
  const active = await activeRuns(tx, userId);
  if (active >= maxActive)
    return err({
      code: "too-many-active-runs",
      message: `You have ${active} hosted run(s) queued or running; each user may have ${maxActive} at once. Wait for one to end, or cancel one.`,
    });
  if (!limit) return ok(null);
  const taken = takeFromWindow(await recentStarts(tx, userId, limit, now), limit, now);
  if (taken.ok) return taken;
  const { retryAfterSeconds, quota } = taken.error;
  return err({
    code: "start-rate-limited",
    message:
      `Each user may start ${limit.count} hosted runs per ${durationInWords(limit.windowSeconds)} (${limit.label}). ` +
      `Try again in ${durationInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
    quota,
  });
}
