// The submitter's view of moderation: what the moderators decided last and why, and what they can do now.
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { reasonHeading, STATUS_LABELS, TRANSITION_PAST, type Decision } from "@/lib/moderation/transitions";
import { NewVersionForm, WithdrawForm } from "./submitter-actions";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export type LatestDecision = {
  action: Decision;
  actorLabel: string;
  reason: string;
  createdAt: Date;
} | null;

export function ModerationStatus({
  submissionId,
  status,
  revision,
  decision,
  canWithdraw,
  canCopy,
}: {
  submissionId: string;
  status: SubmissionStatus;
  revision: number;
  decision: LatestDecision;
  canWithdraw: boolean;
  canCopy: boolean;
}) {
  if (!decision && !canWithdraw && !canCopy) return null;
  return (
    <section
      aria-labelledby="moderation-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="moderation-status"
    >
      <h2 id="moderation-heading" className="text-base font-semibold text-slate-900">
        Review: {STATUS_LABELS[status]}
      </h2>
      {decision && (
        <div className="text-sm text-slate-800">
          <p>
            A moderator ({decision.actorLabel}) {TRANSITION_PAST[decision.action]} this submission on{" "}
            {date.format(decision.createdAt)} UTC.
          </p>
          {decision.reason && (
            <blockquote
              className="mt-1 whitespace-pre-wrap border-l-4 border-slate-300 pl-3"
              data-testid="moderator-note"
            >
              {reasonHeading(decision.action)} {decision.reason}
            </blockquote>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {canWithdraw && <WithdrawForm submissionId={submissionId} revision={revision} />}
        {canCopy && <NewVersionForm submissionId={submissionId} />}
      </div>
    </section>
  );
}
