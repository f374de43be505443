// Why a hosted run did not start, was not cancelled or its judge stage not tried again (the services
// of lib/hosted-runs), named here, below them and lib/http, so that lib/http gives each code its
// status and title and misses none.
import type { WindowQuota } from "@/lib/validations/rate-limit";

export type StartFailureCode =
  | "invalid-input"
  | "hosted-runs-off"
  | "no-such-submission"
  | "not-your-submission"
  | "submission-locked"
  | "not-hosted"
  | "no-benchmark-data"
  | "unknown-subjects"
  | "shots-unavailable"
  | "invalid-url"
  | "unsupported-scheme"
  | "credentials-in-url"
  | "host-not-found"
  | "address-refused"
  | "start-rate-limited"
  | "too-many-active-runs";

/** One field's problem: the input's own, or the one field a failure is about (baseUrl, shots, subjects). */
interface FieldProblem {
  pointer: string;
  detail: string;
  code?: string;
}

export type StartFailure =
  | { code: Exclude<StartFailureCode, "start-rate-limited">; message: string; errors?: FieldProblem[] }
  /** Past the start limit: when to try again, and where the user stands in the limit. */
  | { code: "start-rate-limited"; message: string; retryAfterSeconds: number; quota: WindowQuota };

export interface CancelFailure {
  code: "no-such-run" | "not-allowed" | "run-ended";
  message: string;
}

export interface RetryJudgeFailure {
  code: "no-such-run" | "not-allowed" | "submission-locked" | "judge-stage-not-failed" | "not-retryable";
  message: string;
}
