// The per-user upload rate limit, counted in PostgreSQL so that it holds across every instance
// of the portal on one database.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { RateLimit } from "@/lib/validations/rate-limit";

export type UploadRefusal = {
  ok: false;
  retryAfterSeconds: number;
  limit: RateLimit;
  /** What the user is told: the limit, and when to try again. */
  message: string;
};
export type UploadAllowance = { ok: true } | UploadRefusal;

function inWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

function refusalMessage(retryAfterSeconds: number, limit: RateLimit): string {
  return `Each user may create submissions and send results files ${limit.count} times per ${inWords(limit.windowSeconds)} (${limit.label}). Try again in ${inWords(retryAfterSeconds)}.`;
}

/**
 * Counts one upload for the user, or refuses it when the user already made `limit.count` in
 * the last `limit.windowSeconds`, saying when the oldest of those leaves the window.
 */
export async function takeUploadAllowance({
  userId,
  limit,
  now = new Date(),
}: {
  userId: string;
  limit: RateLimit | null;
  now?: Date;
}): Promise<UploadAllowance> {
  if (!limit) return { ok: true };
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  return db.$transaction(async (tx) => {
    // Count and insert one request at a time per user, whichever instance serves it: without
    // the lock, parallel requests would all read the same count and all pass.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`upload-rate-limit:${userId}`}, 0))`;
    const recent = await tx.uploadAttempt.findMany({
      where: { userId, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      take: limit.count,
      select: { createdAt: true },
    });
    const oldest = recent.at(-1);
    if (recent.length >= limit.count && oldest) {
      const freesAt = oldest.createdAt.getTime() + limit.windowSeconds * 1000;
      const retryAfterSeconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
      return { ok: false, retryAfterSeconds, limit, message: refusalMessage(retryAfterSeconds, limit) };
    }
    await tx.uploadAttempt.deleteMany({ where: { userId, createdAt: { lte: since } } });
    await tx.uploadAttempt.create({ data: { userId, createdAt: now } });
    return { ok: true };
  });
}

/** Counts one upload against the user's configured limit (UPLOAD_RATE_LIMIT). */
export const takeUserUploadAllowance = (userId: string): Promise<UploadAllowance> =>
  takeUploadAllowance({ userId, limit: env.UPLOAD_RATE_LIMIT });
