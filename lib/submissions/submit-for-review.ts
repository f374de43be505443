// Sending a prepared submission to the moderators: both shot settings must be scored.
import "server-only";
import { db } from "@/lib/db";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";

export type SubmitResult = { ok: true } | { ok: false; reason: string };

export async function submitForReview({ id }: { id: string }): Promise<SubmitResult> {
  const submission = await loadSubmission(id);
  if (!submission) return { ok: false, reason: "No such submission." };
  const runs = currentRuns(submission);
  const missing = (["0", "1"] as const).filter((shots) => runs[shots]?.status !== "scored");
  if (missing.length > 0) {
    const which = missing.map((shots) => `${shots}-shot`).join(" and ");
    return {
      ok: false,
      reason: `The ${which} results are not scored yet: upload them (a failed upload must be fixed and sent again).`,
    };
  }
  // Only a submission still in preparation moves; a concurrent change makes this a no-op.
  const { count } = await db.submission.updateMany({
    where: { id, status: { in: ["draft", "changes_requested"] } },
    data: { status: "pending", submittedAt: new Date() },
  });
  return count === 1 ? { ok: true } : { ok: false, reason: "The submission is no longer being prepared." };
}
