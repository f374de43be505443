import type { Metadata } from "next";
import Link from "next/link";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { RECOMMENDED_JUDGE_MODEL } from "@/lib/moderation/review-signals";
import { requirePageRole } from "@/lib/auth/gates";
import { QueueTable } from "./_components/queue-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Moderation queue" };
export const dynamic = "force-dynamic";

export default async function ModerationQueuePage() {
  await requirePageRole("moderator");
  const queue = await loadReviewQueue();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Moderation queue"
        description={
          <p>
            Pending submissions, the longest-waiting first. The recommended judge is{" "}
            <code>{RECOMMENDED_JUDGE_MODEL}</code>.
          </p>
        }
        actions={
          <nav className="flex gap-4 text-sm">
            <Link href="/moderation/reported" className="text-brand-700 underline">
              Reported entries
            </Link>
            <Link href="/moderation/audit" className="text-brand-700 underline">
              Audit log
            </Link>
          </nav>
        }
      />
      {queue.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          Nothing is waiting for review.
        </p>
      ) : (
        <QueueTable queue={queue} />
      )}
    </div>
  );
}
