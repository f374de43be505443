// The API's gate on uploads: counts the request against its user's limit (UPLOAD_RATE_LIMIT),
// or answers 429 with Retry-After.
import "server-only";
import { env } from "@/lib/env";
import { problemResponse } from "@/lib/http/problem";
import { takeUploadAllowance } from "@/lib/submissions/upload-rate-limit";

function inWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

/** null when the upload may go ahead (and is now counted), else the 429 to answer. */
export async function uploadRateLimited(userId: string): Promise<Response | null> {
  const allowance = await takeUploadAllowance({ userId, limit: env.UPLOAD_RATE_LIMIT });
  if (allowance.ok) return null;
  const { retryAfterSeconds, limit } = allowance;
  return problemResponse(
    {
      status: 429,
      type: "rate-limited",
      title: "Too many uploads",
      detail: `Each user may create submissions and send results files ${limit.count} times per ${inWords(limit.windowSeconds)} (${limit.label}). Try again in ${inWords(retryAfterSeconds)}.`,
      extra: { retryAfterSeconds, limit: limit.label },
    },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );
}
