// Why a submission was not created, changed or sent for review, or an upload not counted (the
// services of lib/submissions), named here, below the services and lib/http, so that lib/http gives
// every code its status and misses none.
import type { FieldError } from "@/lib/validations/submission-meta";
import type { WindowQuota } from "@/lib/validations/rate-limit";

/** The metadata is refused: the benchmark (unknown, or not the submission's) or the claimed scores. */
export interface MetaFailure {
  code: "unknown-benchmark" | "no-such-submission" | "benchmark-fixed" | "refused-claims";
  errors: FieldError[];
}

/** The submission cannot go to the moderators now. */
export interface SubmitFailure {
  code: "no-such-submission" | "invalid-transition" | "not-scored" | "incomplete" | "changed";
  message: string;
}

/** The user sent too many uploads in the limit's window. */
export interface UploadRateLimited {
  code: "rate-limited";
  retryAfterSeconds: number;
  quota: WindowQuota;
  /** What the user is told: the limit, and when to try again. */
  message: string;
}
