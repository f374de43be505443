// The submitter's mark that a submission covers part of the benchmark on purpose (Submission.partial):
// it may then be sent for review and approved without the subjects it leaves out, and the board says so.
import "server-only";
import { db } from "@/lib/db";

/** Sets the mark on a submission being prepared; false when it is no longer (a concurrent send for review). */
export async function markPartial({ id, partial }: { id: string; partial: boolean }): Promise<boolean> {
  const { count } = await db.submission.updateMany({
    where: { id, status: { in: ["draft", "changes_requested"] } },
    data: { partial },
  });
  return count === 1;
}
