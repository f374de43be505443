// The answer to an upload over its user's limit: 429, with Retry-After, the limit in words and its headers.
import type { UploadRateLimited } from "@/lib/validations/submission-failure";
import { problemResponse } from "./problem";
import { withRateLimitHeaders } from "./rate-limit-headers";

const UPLOAD_LIMIT_PROBLEMS = {
  "rate-limited": { status: 429, title: "Too many uploads" },
} satisfies Record<UploadRateLimited["code"], { status: number; title: string }>;

export function rateLimitedProblem({ code, retryAfterSeconds, quota, message }: UploadRateLimited): Response {
  const response = problemResponse(
    {
      ...UPLOAD_LIMIT_PROBLEMS[code],
      type: code,
      detail: message,
      extra: { retryAfterSeconds, limit: quota.limit.label },
    },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );
  return withRateLimitHeaders(response, quota);
}
