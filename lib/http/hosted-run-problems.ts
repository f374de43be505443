// The API's answers when a hosted run is refused: its service's named refusals as problems.
import { notFound, problemResponse } from "./problem";
import type { StartRefusalCode } from "@/lib/validations/start-refusal";
import { withRateLimitHeaders, type Quota } from "./rate-limit-headers";

/** Every refusal to start a run, its status and title: a new refusal must be given its own here. */
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
} satisfies Record<StartRefusalCode, { status: number; title: string }>;

/** A refusal to start a run; a problem with the endpoint or a setting is a 422 naming the field. */
export function hostedRunStartProblem(error: {
  code: StartRefusalCode;
  detail: string;
  errors?: { pointer: string; detail: string; code?: string }[];
  retryAfterSeconds?: number;
  quota?: Quota;
}): Response {
  if (error.code === "no-such-submission") return notFound("No such submission.");
  const retryAfter = error.retryAfterSeconds;
  const response = problemResponse(
    {
      status: START_PROBLEMS[error.code].status,
      type: error.code,
      title: START_PROBLEMS[error.code].title,
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
