import type { MailStatus, RunStatus, SubmissionStatus } from "@/lib/generated/prisma/enums";

const SUBMISSION: Record<SubmissionStatus, { label: string; className: string }> = {
  draft: { label: "Draft", className: "bg-slate-100 text-slate-700" },
  pending: { label: "Pending review", className: "bg-amber-100 text-amber-900" },
  approved: { label: "Approved", className: "bg-emerald-100 text-emerald-900" },
  rejected: { label: "Rejected", className: "bg-red-100 text-red-900" },
  changes_requested: { label: "Changes requested", className: "bg-orange-100 text-orange-900" },
  withdrawn: { label: "Withdrawn", className: "bg-slate-100 text-slate-600" },
  unpublished: { label: "Unpublished", className: "bg-rose-100 text-rose-900" },
};

const RUN: Record<RunStatus, { label: string; className: string }> = {
  processing: { label: "Processing", className: "bg-sky-100 text-sky-900" },
  scored: { label: "Scored", className: "bg-emerald-100 text-emerald-900" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
};

const MAIL: Record<MailStatus, { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-sky-100 text-sky-900" },
  sending: { label: "Sending", className: "bg-sky-100 text-sky-900" },
  sent: { label: "Sent", className: "bg-emerald-100 text-emerald-900" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
  suppressed: { label: "Suppressed", className: "bg-slate-100 text-slate-700" },
};

function Badge({ label, className }: { label: string; className: string }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${className}`}>{label}</span>;
}

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge {...SUBMISSION[status]} />;
}

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <Badge {...RUN[status]} />;
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge {...MAIL[status]} />;
}
