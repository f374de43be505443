// The API's answers when a hosted run is refused: its service's named refusals as problems.
import { notFound, problemResponse } from "./problem";
import { withRateLimitHeaders, type Quota } from "./rate-limit-headers";

const START_STATUS: Record<string, number> = {
  "invalid-input": 422,
  "hosted-runs-off": 409,
  "no-such-submission": 404,
  "not-your-submission": 403,
  "submission-locked": 409,
  "not-hosted": 409,
  "no-benchmark-data": 409,
  "start-rate-limited": 429,
  "too-many-active-runs": 429,
};

const START_TITLE: Record<string, string> = {
  "invalid-input": "The hosted run's settings are invalid",
  "hosted-runs-off": "Hosted evaluation is off on this portal",
  "not-your-submission": "Not your submission",
  "submission-locked": "The submission cannot change now",
  "not-hosted": "This benchmark is not run by the portal",
  "no-benchmark-data": "The benchmark has no data yet",
  "unknown-subjects": "No such subject",
  "shots-unavailable": "That shot setting cannot be run here",
  "address-refused": "The endpoint's address is refused",
  "host-not-found": "The endpoint's host name does not resolve",
  "start-rate-limited": "Too many hosted runs started",
  "too-many-active-runs": "Too many hosted runs at once",
};

/** A refusal to start a run; a problem with the endpoint or a setting is a 422 naming the field. */
export function hostedRunStartProblem(error: {
  code: string;
  detail: string;
  errors?: { pointer: string; detail: string; code?: string }[];
  retryAfterSeconds?: number;
  quota?: Quota;
}): Response {
  if (error.code === "no-such-submission") return notFound("No such submission.");
  const retryAfter = error.retryAfterSeconds;
  const response = problemResponse(
    {
      status: START_STATUS[error.code] ?? 422,
      type: error.code,
      title: START_TITLE[error.code] ?? "The endpoint's base URL is invalid",
      detail: error.detail,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(retryAfter === undefined ? {} : { extra: { retryAfterSeconds: retryAfter } }),
    },
    retryAfter === undefined ? undefined : { headers: { "retry-after": String(retryAfter) } },
  );
  return withRateLimitHeaders(response, error.quota ?? null);
}

export const noSuchHostedRun = (): Response => notFound("No such hosted run.");

/** A refusal to change a run (cancel it, try its judge stage again): 404, 403, else 409 with `conflictTitle`. */
function hostedRunChangeProblem(error: { code: string; detail: string }, conflictTitle: string): Response {
  if (error.code === "no-such-run") return noSuchHostedRun();
  if (error.code === "not-allowed")
    return problemResponse({ status: 403, type: "forbidden", title: "Forbidden", detail: error.detail });
  return problemResponse({ status: 409, type: error.code, title: conflictTitle, detail: error.detail });
}

export const hostedRunCancelProblem = (error: { code: string; detail: string }): Response =>
  hostedRunChangeProblem(error, "The run has ended");

export const hostedRunRetryJudgeProblem = (error: { code: string; detail: string }): Response =>
  hostedRunChangeProblem(error, "The judge stage cannot be tried again");
