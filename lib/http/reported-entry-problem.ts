// The API's answer to a reported-entry failure, as an RFC 7807 problem.
import "server-only";
import { problemResponse } from "@/lib/http/problem";
import type { ReportedEntryFailure } from "@/lib/validations/reported-entry-failure";

const STATUS = {
  "not-found": { status: 404, title: "Not found" },
  forbidden: { status: 403, title: "Not allowed" },
  conflict: { status: 409, title: "The reported entry changed" },
  "invalid-transition": { status: 409, title: "Not possible in this status" },
  "invalid-reason": { status: 400, title: "The reason is missing or too long" },
} satisfies Record<ReportedEntryFailure["code"], { status: number; title: string }>;

export function reportedEntryProblem(error: ReportedEntryFailure): Response {
  const { status, title } = STATUS[error.code];
  const current = error.current ? { currentStatus: error.current.status, currentRevision: error.current.revision } : {};
  return problemResponse({ status, type: error.code, title, detail: error.message, extra: current });
}
