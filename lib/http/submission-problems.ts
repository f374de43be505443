// The API's answers when a submission's own rules refuse a request.
import type { MetaFailure, SubmitFailure } from "@/lib/validations/submission-failure";
import { notFound, problemResponse, type ProblemFieldError } from "./problem";

const INVALID_METADATA = { status: 422, type: "invalid-metadata", title: "The submission's metadata is invalid" };

/** Every refusal of the metadata is the one 422 naming the fields (a vanished submission too: it reads as its benchmark's). */
const META_PROBLEMS = {
  "unknown-benchmark": INVALID_METADATA,
  "no-such-submission": INVALID_METADATA,
  "benchmark-fixed": INVALID_METADATA,
  "refused-claims": INVALID_METADATA,
} satisfies Record<MetaFailure["code"], { status: number; type: string; title: string }>;

export const invalidMetadataProblem = (errors: ProblemFieldError[]): Response =>
  problemResponse({ ...INVALID_METADATA, detail: errors.map((error) => error.detail).join("; "), errors });

export const metaProblem = ({ code, errors }: MetaFailure): Response =>
  problemResponse({ ...META_PROBLEMS[code], detail: errors.map((error) => error.detail).join("; "), errors });

const NOT_READY = { status: 409, type: "not-ready-for-review", title: "Not ready for review" };

/** Every refusal to send for review is a 409 saying why (a vanished submission too: the gate found it a moment ago). */
const SUBMIT_PROBLEMS = {
  "no-such-submission": NOT_READY,
  "invalid-transition": NOT_READY,
  "not-scored": NOT_READY,
  incomplete: NOT_READY,
  changed: NOT_READY,
} satisfies Record<SubmitFailure["code"], { status: number; type: string; title: string }>;

export const submitProblem = ({ code, message }: SubmitFailure): Response =>
  problemResponse({ ...SUBMIT_PROBLEMS[code], detail: message });

/** The submission is not there (never was, is not the caller's to see, or was deleted meanwhile). */
export const noSuchSubmission = (): Response => notFound("No such submission.");

export const noSuchRun = (): Response => notFound("No such run.");
