// The API's answers when a hosted run is refused: its service's named refusals as problems.
import type {
  CancelFailure,
  RetryJudgeFailure,
  StartFailure,
  StartFailureCode,
} from "@/lib/validations/hosted-run-failure";
import { notFound, problemResponse, type Problem } from "./problem";
import { withRateLimitHeaders } from "./rate-limit-headers";

type ProblemHead = Pick<Problem, "status" | "type" | "title">;

const NO_SUCH_RUN = { status: 404, type: "not-found", title: "Not found" };
const FORBIDDEN = { status: 403, type: "forbidden", title: "Forbidden" };

/** Every failure to start a run, its status and title: a new failure must be given its own here. */
const START_PROBLEMS = {
  "invalid-input": { status: 422, title: "The hosted run's settings are invalid" },
  "hosted-runs-off": { status: 409, title: "Hosted evaluation is off on this portal" },
  "no-such-submission": { status: 404, title: "Not found" },
  "not-your-submission": { status: 403, title: "Not your submission" },
  "submission-locked": { status: 409, title: "The submission cannot change now" },
  "not-hosted": { status: 409, title: "This benchmark is not run by the portal" },
  "no-benchmark-data": { status: 409, title: "The benchmark has no data yet" },
  "unknown-subjects": { status: 422, title: "No such subject" },
  "shots-unavailable": { status: 422, title: "That shot setting cannot be run here" },
  "invalid-url": { status: 422, title: "The endpoint's base URL is invalid" },
  "unsupported-scheme": { status: 422, title: "The endpoint's base URL is invalid" },
  "credentials-in-url": { status: 422, title: "The endpoint's base URL is invalid" },
  "host-not-found": { status: 422, title: "The endpoint's host name does not resolve" },
  "address-refused": { status: 422, title: "The endpoint's address is refused" },
  "start-rate-limited": { status: 429, title: "Too many hosted runs started" },
  "too-many-active-runs": { status: 429, title: "Too many hosted runs at once" },
} satisfies Record<StartFailureCode, { status: number; title: string }>;

/** A failure to start a run; a problem with the endpoint or a setting is a 422 naming the field. */
export function hostedRunStartProblem(error: StartFailure): Response {
  if (error.code === "no-such-submission") return notFound("No such submission.");
  const { status, title } = START_PROBLEMS[error.code];
  if (error.code === "start-rate-limited") {
    const { retryAfterSeconds, quota } = error;
    const response = problemResponse(
      { status, type: error.code, title, detail: error.message, extra: { retryAfterSeconds } },
      { headers: { "retry-after": String(retryAfterSeconds) } },
    );
    return withRateLimitHeaders(response, quota);
  }
  return problemResponse({
    status,
    type: error.code,
    title,
    detail: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  });
}

export const noSuchHostedRun = (): Response => notFound("No such hosted run.");

/** Every failure to cancel a run: 404, 403, else 409 saying it has ended. */
const CANCEL_PROBLEMS = {
  "no-such-run": NO_SUCH_RUN,
  "not-allowed": FORBIDDEN,
  "run-ended": { status: 409, type: "run-ended", title: "The run has ended" },
} satisfies Record<CancelFailure["code"], ProblemHead>;

export const hostedRunCancelProblem = (error: CancelFailure): Response =>
  problemResponse({ ...CANCEL_PROBLEMS[error.code], detail: error.message });

/** Every failure to try a judge stage again: 404, 403, else 409 saying why it cannot be. */
const RETRY_JUDGE_TITLE = "The judge stage cannot be tried again";
const RETRY_JUDGE_PROBLEMS = {
  "no-such-run": NO_SUCH_RUN,
  "not-allowed": FORBIDDEN,
  "submission-locked": { status: 409, type: "submission-locked", title: RETRY_JUDGE_TITLE },
  "judge-stage-not-failed": { status: 409, type: "judge-stage-not-failed", title: RETRY_JUDGE_TITLE },
  "not-retryable": { status: 409, type: "not-retryable", title: RETRY_JUDGE_TITLE },
} satisfies Record<RetryJudgeFailure["code"], ProblemHead>;

export const hostedRunRetryJudgeProblem = (error: RetryJudgeFailure): Response =>
  problemResponse({ ...RETRY_JUDGE_PROBLEMS[error.code], detail: error.message });
