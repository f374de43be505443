// The API's answers to a caller it will not serve: who is asking is unknown (401, with the
// Bearer challenge), asking from another site or without the role (403), or the submission
// cannot change now (409).
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { problemResponse } from "./problem";

const BEARER_CHALLENGE = { "www-authenticate": 'Bearer realm="mrben-portal"' };

export const invalidTokenProblem = (reason: string): Response =>
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

export const forbiddenProblem = (detail: string): Response =>
  problemResponse({ status: 403, type: "forbidden", title: "Forbidden", detail });

export const notTheSubmitterProblem = (): Response =>
  problemResponse({
    status: 403,
    type: "not-the-submitter",
    title: "Only the submitter can change a submission",
    detail: "This submission belongs to someone else.",
  });

export const submissionLockedProblem = (status: SubmissionStatus): Response =>
  problemResponse({
    status: 409,
    type: "submission-locked",
    title: "The submission cannot change now",
    detail: `It is ${status.replace("_", " ")}: files and metadata change only while it is a draft or changes were requested.`,
  });
