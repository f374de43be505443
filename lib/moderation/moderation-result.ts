// What deciding on or withdrawing a submission answers, and the plain words of a lost race.
import "server-only";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { latestSubmissionEvent, shownActor } from "@/lib/audit-log/audit-log";
import { STATUS_LABELS } from "@/lib/moderation/transitions";

type ModerationErrorCode =
  "not-found" | "forbidden" | "conflict" | "invalid-transition" | "not-approvable" | "invalid-reason";

export interface ModerationError {
  code: ModerationErrorCode;
  message: string;
  /** not-approvable: everything that stops approval. */
  blockers?: string[];
  /** conflict and invalid-transition: the submission as it is now. */
  current?: { status: SubmissionStatus; revision: number };
}

export type ModerationResult =
  { ok: true; data: { status: SubmissionStatus; revision: number } } | { ok: false; error: ModerationError };

export const failure = (error: ModerationError): ModerationResult => ({ ok: false, error });

function hourMinute(date: Date): string {
  return `${date.toISOString().slice(11, 16)} UTC`;
}

/** The conflict answer: what the submission is now, and who made it so when the log says. */
export async function changedUnderYou(
  submissionId: string,
  current: { status: SubmissionStatus; revision: number },
): Promise<ModerationResult> {
  const last = await latestSubmissionEvent(submissionId);
  const by = last ? ` (by ${shownActor(last)}, ${hourMinute(last.createdAt)})` : "";
  return failure({
    code: "conflict",
    message: `This submission changed while you were deciding: it is now ${STATUS_LABELS[current.status]}${by}. Reload to see it.`,
    current,
  });
}
