// The API's answer to a moderation failure: each service error code as an RFC 7807 problem.
import "server-only";
import type { z } from "zod";
import { problemResponse } from "@/lib/http/problem";
import { fieldErrors } from "@/lib/validations/submission-meta";

/** A moderation service's refusal (lib/moderation's ModerationError), by shape: lib/http sits below the services. */
export interface ModerationRefusal {
  code: "not-found" | "forbidden" | "conflict" | "invalid-transition" | "not-approvable" | "invalid-reason";
  message: string;
  blockers?: string[];
  current?: { status: string; revision: number };
}

export function moderationProblem(error: ModerationRefusal): Response {
  const current = error.current ? { currentStatus: error.current.status, currentRevision: error.current.revision } : {};
  switch (error.code) {
    case "not-found":
      return problemResponse({ status: 404, type: "not-found", title: "Not found", detail: error.message });
    case "forbidden":
      return problemResponse({ status: 403, type: "forbidden", title: "Not allowed", detail: error.message });
    case "conflict":
      return problemResponse({
        status: 409,
        type: "submission-changed",
        title: "The submission changed",
        detail: error.message,
        extra: current,
      });
    case "invalid-transition":
      return problemResponse({
        status: 409,
        type: "invalid-transition",
        title: "Not possible in this status",
        detail: error.message,
        extra: current,
      });
    case "not-approvable":
      return problemResponse({
        status: 422,
        type: "not-approvable",
        title: "The submission cannot be approved",
        detail: `${error.message} ${(error.blockers ?? []).join(" ")}`.trim(),
        errors: (error.blockers ?? []).map((detail) => ({ pointer: "submission", detail })),
        extra: { blockers: error.blockers ?? [] },
      });
    case "invalid-reason":
      return problemResponse({
        status: 400,
        type: "invalid-reason",
        title: "The reason is missing or too long",
        detail: error.message,
        errors: [{ pointer: "reason", detail: error.message }],
      });
  }
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
