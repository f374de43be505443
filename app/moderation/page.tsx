import type { Metadata } from "next";
import Link from "next/link";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { requirePageRole } from "@/lib/auth/gates";
import { hasRole } from "@/lib/auth/permissions";
import { QueueTable } from "./_components/queue-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Moderation queue" };
export const dynamic = "force-dynamic";

export default async function ModerationQueuePage() {
  const user = await requirePageRole("moderator");
  const queue = await loadReviewQueue();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Moderation queue"
        description={
          <p>
            Pending submissions, the longest-waiting first, with what each run&apos;s report and the submission&apos;s
            setup call for a second look at.
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
            {/* Only a convenience: /admin/mail and /admin/hosted are gated and answer 404 to others. */}
            {hasRole(user, "admin") && (
              <Link href="/admin/mail" className="text-brand-700 underline">
                Mail log
              </Link>
            )}
            {hasRole(user, "admin") && (
              <Link href="/admin/hosted" className="text-brand-700 underline">
                Hosted evaluation addresses
              </Link>
            )}
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
