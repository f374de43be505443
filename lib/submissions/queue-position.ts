// A pending submission's place in the moderators' queue, which is worked oldest first (by the
// time it was sent for review): how many wait before it, and how many wait in all.
import "server-only";
import { db } from "@/lib/db";

export type QueuePosition = { position: number; of: number };

export async function queuePosition(submission: {
  id: string;
  status: string;
  submittedAt: Date | null;
}): Promise<QueuePosition | null> {
  if (submission.status !== "pending" || submission.submittedAt === null) return null;
  const [before, of] = await Promise.all([
    db.submission.count({
      where: {
        status: "pending",
        OR: [
          { submittedAt: { lt: submission.submittedAt } },
          { submittedAt: submission.submittedAt, id: { lt: submission.id } },
        ],
      },
    }),
    db.submission.count({ where: { status: "pending" } }),
  ]);
  return { position: before + 1, of };
}
