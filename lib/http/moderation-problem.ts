// The API's answer to a moderation failure: each service error code as an RFC 7807 problem.
import "server-only";
import type { z } from "zod";
import { problemResponse, type Problem } from "@/lib/http/problem";
import type { ModerationFailure } from "@/lib/validations/moderation-failure";
import { fieldErrors } from "@/lib/validations/submission-meta";

/** Every moderation failure's status, problem type and title: a new code must be given its own here. */
const MODERATION_PROBLEMS = {
  "not-found": { status: 404, type: "not-found", title: "Not found" },
  forbidden: { status: 403, type: "forbidden", title: "Not allowed" },
  conflict: { status: 409, type: "submission-changed", title: "The submission changed" },
  "invalid-transition": { status: 409, type: "invalid-transition", title: "Not possible in this status" },
  "not-approvable": { status: 422, type: "not-approvable", title: "The submission cannot be approved" },
  "invalid-reason": { status: 400, type: "invalid-reason", title: "The reason is missing or too long" },
} satisfies Record<ModerationFailure["code"], { status: number; type: string; title: string }>;

/** The failure's own fields: the blockers that stop approval, the field a reason belongs to, the current state. */
function moderationFields(error: ModerationFailure): Pick<Problem, "detail" | "errors" | "extra"> {
  switch (error.code) {
    case "not-approvable": {
      const blockers = error.blockers ?? [];
      return {
        detail: `${error.message} ${blockers.join(" ")}`.trim(),
        errors: blockers.map((detail) => ({ pointer: "submission", detail })),
        extra: { blockers },
      };
    }
    case "invalid-reason":
      return { detail: error.message, errors: [{ pointer: "reason", detail: error.message }] };
    case "conflict":
    case "invalid-transition":
      return {
        detail: error.message,
        extra: error.current ? { currentStatus: error.current.status, currentRevision: error.current.revision } : {},
      };
    default:
      return { detail: error.message };
  }
}

export function moderationProblem(error: ModerationFailure): Response {
  return problemResponse({ ...MODERATION_PROBLEMS[error.code], ...moderationFields(error) });
}

/** A body that does not parse as the input expected. */
export function invalidInputProblem(error: z.ZodError, title: string): Response {
  const errors = fieldErrors(error);
  return problemResponse({
    status: 400,
    type: "invalid-input",
    title,
    detail: errors.map((entry) => entry.detail).join("; "),
    errors,
  });
}
