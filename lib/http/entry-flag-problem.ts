// The API's answer to a refused flag (lib/moderation/entry-flags.ts), as an RFC 7807 problem.
import "server-only";
import { problemResponse } from "@/lib/http/problem";
import type { EntryFlagFailure } from "@/lib/validations/entry-flag";

const STATUS = {
  forbidden: { status: 403, title: "Not allowed" },
  "not-found": { status: 404, title: "Not found" },
  "already-flagged": { status: 409, title: "Already flagged" },
  "not-standing": { status: 409, title: "The flag was already removed" },
  "invalid-note": { status: 400, title: "The note is missing or too long" },
} satisfies Record<EntryFlagFailure["code"], { status: number; title: string }>;

export function entryFlagProblem(error: EntryFlagFailure): Response {
  const { status, title } = STATUS[error.code];
  return problemResponse({ status, type: error.code, title, detail: error.message });
}
