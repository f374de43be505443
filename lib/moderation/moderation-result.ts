// What deciding on or withdrawing a submission answers, and the plain words of a lost race.
import "server-only";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { latestSubmissionEvent, shownActor } from "@/lib/audit-log/audit-log";
import { STATUS_LABELS } from "@/lib/moderation/transitions";
import { err, type Result } from "@/lib/result";
import type { ModerationFailure } from "@/lib/validations/moderation-failure";

export type ModerationResult = Result<{ status: SubmissionStatus; revision: number }, ModerationFailure>;

export const failure = (error: ModerationFailure): ModerationResult => err(error);

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
