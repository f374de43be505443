// The API's gate on uploads: counts the request against its user's limit (UPLOAD_RATE_LIMIT),
// or answers 429 with Retry-After.
import "server-only";
import { env } from "@/lib/env";
import { problemResponse } from "@/lib/http/problem";
import { takeUploadAllowance, uploadRefusalMessage } from "@/lib/submissions/upload-rate-limit";

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
      detail: uploadRefusalMessage(allowance),
      extra: { retryAfterSeconds, limit: limit.label },
    },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );
}
