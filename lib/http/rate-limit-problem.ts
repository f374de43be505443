// The answer to an upload over its user's limit: 429, with Retry-After and the limit in words.
import { problemResponse } from "./problem";

/** The limit's refusal (lib/submissions/upload-rate-limit.ts), by shape. */
interface Refusal {
  retryAfterSeconds: number;
  limit: { label: string };
  message: string;
}

export function rateLimitedProblem({ retryAfterSeconds, limit, message }: Refusal): Response {
  return problemResponse(
    {
      status: 429,
      type: "rate-limited",
      title: "Too many uploads",
      detail: message,
      extra: { retryAfterSeconds, limit: limit.label },
    },
    { headers: { "retry-after": String(retryAfterSeconds) } },
  );
}
