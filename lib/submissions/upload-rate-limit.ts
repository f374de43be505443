// The per-user upload rate limit, counted in PostgreSQL so that it holds across every instance
// of the portal on one database.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  durationInWords,
  takeFromWindow,
  windowStanding,
  type RateLimit,
  type WindowQuota,
} from "@/lib/validations/rate-limit";
import { err, ok, type Result } from "@/lib/result";
import type { UploadRateLimited } from "@/lib/validations/submission-failure";

/** Where the user stands in the limit's window: uploads left, and in how long the oldest counted one leaves it. */
export type UploadQuota = WindowQuota;

/** The upload counted (and the user's standing, or null without a limit), or why not. */
type UploadAllowance = Result<UploadQuota | null, UploadRateLimited>;

function refusalMessage(retryAfterSeconds: number, limit: RateLimit): string {
  return `Each user may create submissions and send results files ${limit.count} times per ${durationInWords(limit.windowSeconds)} (${limit.label}). Try again in ${durationInWords(retryAfterSeconds)}.`;
}

/**
 * Counts one upload for the user, or refuses it when the user already made `limit.count` in
 * the last `limit.windowSeconds`, saying when the oldest of those leaves the window.
 */
async function takeUploadAllowance({
  userId,
  limit,
  now = new Date(),
}: {
  userId: string;
  limit: RateLimit | null;
  now?: Date;
}): Promise<UploadAllowance> {
  if (!limit) return ok(null);
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  return db.$transaction(async (tx): Promise<UploadAllowance> => {
    // Count and insert one request at a time per user, whichever instance serves it: without
    // the lock, parallel requests would all read the same count and all pass.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`upload-rate-limit:${userId}`}, 0))`;
    const recent = await tx.uploadAttempt.findMany({
      where: { userId, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit.count,
      select: { createdAt: true },
    });
    const taken = takeFromWindow(
      recent.map((attempt) => attempt.createdAt),
      limit,
      now,
    );
    if (!taken.ok) return err({ ...taken.error, message: refusalMessage(taken.error.retryAfterSeconds, limit) });
    await tx.uploadAttempt.deleteMany({ where: { userId, createdAt: { lte: since } } });
    await tx.uploadAttempt.create({ data: { userId, createdAt: now } });
    return taken;
  });
}

/** The user's standing without counting anything (the /submit page); null when there is no limit. */
export async function uploadQuota({
  userId,
  limit = env.UPLOAD_RATE_LIMIT,
  now = new Date(),
}: {
  userId: string;
  limit?: RateLimit | null;
  now?: Date;
}): Promise<UploadQuota | null> {
  if (!limit) return null;
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const recent = await db.uploadAttempt.findMany({
    where: { userId, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: limit.count,
    select: { createdAt: true },
  });
  return windowStanding(
    recent.map((attempt) => attempt.createdAt),
    limit,
    now,
  );
}

/** Counts one upload against the user's configured limit (UPLOAD_RATE_LIMIT). */
export const takeUserUploadAllowance = (userId: string): Promise<UploadAllowance> =>
  takeUploadAllowance({ userId, limit: env.UPLOAD_RATE_LIMIT });
