// The API's answers to a caller it will not serve: who is asking is unknown (401, with the
// Bearer challenge), asking from another site or without the role (403), or the submission
// cannot change now (409).
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import type { ApiGateFailure } from "@/lib/validations/api-gate-failure";
import { notFound, problemResponse } from "./problem";

const BEARER_CHALLENGE = { "www-authenticate": 'Bearer realm="mrben-portal"' };

const invalidTokenProblem = (reason: string): Response =>
  problemResponse(
    { status: 401, type: "invalid-token", title: "Not authenticated", detail: reason },
    { headers: BEARER_CHALLENGE },
  );

export const notSignedInProblem = (
  detail = "Sign in, or send `Authorization: Bearer <token>` with a personal API token from your account page.",
): Response =>
  problemResponse(
    { status: 401, type: "not-signed-in", title: "Not authenticated", detail },
    { headers: BEARER_CHALLENGE },
  );

export const crossSiteProblem = (
  detail = "This request did not come from the portal's own pages. API clients authenticate with a Bearer token.",
): Response =>
  problemResponse({ status: 403, type: "cross-site-request", title: "Cross-site request refused", detail });

const forbiddenProblem = (detail: string): Response =>
  problemResponse({ status: 403, type: "forbidden", title: "Forbidden", detail });

const notTheSubmitterProblem = (): Response =>
  problemResponse({
    status: 403,
    type: "not-the-submitter",
    title: "Only the submitter can change a submission",
    detail: "This submission belongs to someone else.",
  });

const submissionLockedProblem = (status: SubmissionStatus): Response =>
  problemResponse({
    status: 409,
    type: "submission-locked",
    title: "The submission cannot change now",
    detail: `It is ${status.replace("_", " ")}: files and metadata change only while it is a draft or changes were requested.`,
  });

type GateAnswers = { [C in ApiGateFailure["code"]]: (failure: Extract<ApiGateFailure, { code: C }>) => Response };

/** Every gate failure's answer: a new code must be given its own here. */
const GATE_PROBLEMS = {
  "malformed-authorization": () => invalidTokenProblem("The Authorization header must be `Bearer <token>`."),
  "unknown-token": () => invalidTokenProblem("The API token is unknown or revoked."),
  "cross-site": () => crossSiteProblem(),
  "not-signed-in": () => notSignedInProblem(),
  "signed-out-change": () => notSignedInProblem("Sign in, or send a Bearer token."),
  forbidden: ({ message }) => forbiddenProblem(message),
  hidden: () => notFound(),
  "no-such-submission": () => notFound("No such submission."),
  "not-the-submitter": () => notTheSubmitterProblem(),
  "submission-locked": ({ status }) => submissionLockedProblem(status),
  "hosted-runs-hidden": () =>
    notFound("No such submission's hosted runs: they are its submitter's and the moderators' to see."),
} satisfies GateAnswers;

/** The answer to a request a route's gate (lib/auth/gates.ts) did not let through. */
export function apiGateProblem(failure: ApiGateFailure): Response {
  // The table gives each code the function for its own failure; TypeScript cannot correlate the two.
  const answer = GATE_PROBLEMS[failure.code] as (failure: ApiGateFailure) => Response;
  return answer(failure);
}
