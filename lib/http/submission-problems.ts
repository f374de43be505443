// The API's answers when a submission's own rules refuse a request.
import { notFound, problemResponse, type ProblemFieldError } from "./problem";

export const invalidMetadataProblem = (errors: ProblemFieldError[]): Response =>
  problemResponse({
    status: 422,
    type: "invalid-metadata",
    title: "The submission's metadata is invalid",
    detail: errors.map((error) => error.detail).join("; "),
    errors,
  });

export const notReadyForReviewProblem = (reason: string): Response =>
  problemResponse({ status: 409, type: "not-ready-for-review", title: "Not ready for review", detail: reason });

/** The submission is not there (never was, is not the caller's to see, or was deleted meanwhile). */
export const noSuchSubmission = (): Response => notFound("No such submission.");

export const noSuchRun = (): Response => notFound("No such run.");
