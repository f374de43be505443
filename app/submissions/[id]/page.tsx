import type { Metadata } from "next";
import Link from "next/link";
import { SubmissionStatusBadge } from "@/components/ui/status-badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import {
  canCopyAsNewVersion,
  canEditSubmission,
  canSeeHostedRuns,
  canViewSubmission,
  canWithdrawSubmission,
} from "@/lib/auth/permissions";
import { latestDecision } from "@/lib/audit-log/audit-log";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { ZShotsParam } from "@/lib/validations/url-params";
import { MetadataPanel } from "@/components/submissions/metadata-panel";
import { RunPanels } from "@/components/submissions/run-panels";
import { RunReport } from "@/components/submissions/run-report";
import { countHostedRuns } from "@/lib/hosted-runs/hosted-page";
import { HostedRunsLink } from "./_components/hosted-link";
import { ModerationStatus } from "./_components/moderation-status";
import { UploadPanel } from "./_components/upload-panel";
import { PageHeader } from "@/components/ui/page-header";
import { ShotTabs } from "@/components/boards/shot-tabs";
import { WindowQuotaNote } from "@/components/ui/window-quota-note";
import { uploadQuota } from "@/lib/submissions/upload-rate-limit";
import { queuePosition } from "@/lib/submissions/queue-position";
import { actorLabel } from "@/lib/audit-log/audit-log";
import { PartialForm } from "./_components/submitter-actions";

export const dynamic = "force-dynamic";

// Status and scores first, then the files (folded away once both are scored) and what the kind
// adds under a report (MR-Ben: the judge audit, the analyses), then the metadata.

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [viewer, submission] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  if (!submission || !canViewSubmission(viewer, submission)) return { title: "Not found" };
  return { title: submission.modelName };
}

export default async function SubmissionPage({ params, searchParams }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const shots = ZShotsParam.parse((await searchParams).shots);
  const runs = currentRuns(submission);
  const editable = canEditSubmission(viewer, submission);
  const kind = benchmarkKind(submission.benchmark.kind);
  const run = runs[String(shots) as "0" | "1"];
  const seesHosted = canSeeHostedRuns(viewer, submission);
  const [decision, view, quota, queue, server, hostedCounts] = await Promise.all([
    latestDecision(submission.id),
    kind.view(),
    editable && viewer ? uploadQuota({ userId: viewer.id }) : null,
    queuePosition(submission),
    kind.server(),
    seesHosted ? countHostedRuns(submission.id) : null,
  ]);

  const fileWarnings =
    server.fileNameWarnings?.(
      (["0", "1"] as const).flatMap((key) => {
        const current = runs[key];
        return current ? [{ shots: Number(key) as 0 | 1, fileName: current.fileName }] : [];
      }),
    ) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        trail={
          <Link href="/submissions" className="underline">
            Submissions
          </Link>
        }
        title={
          <>
            {submission.modelName} <SubmissionStatusBadge status={submission.status} />
          </>
        }
        description={
          <p>
            <span data-testid="submission-benchmark">{submission.benchmark.name}</span> · Submitted by{" "}
            <span data-testid="submitter">{actorLabel(submission.user)}</span>
            {submission.submittedAt
              ? ` on ${submission.submittedAt.toISOString().slice(0, 10)}`
              : " (not yet sent for review)"}
            .
          </p>
        }
      />

      <ModerationStatus
        submissionId={submission.id}
        status={submission.status}
        revision={submission.revision}
        decision={decision}
        canWithdraw={canWithdrawSubmission(viewer, submission)}
        canCopy={canCopyAsNewVersion(viewer, submission)}
      />

      {queue && (
        <p
          data-testid="queue-position"
          className="rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          Waiting for review: number {queue.position} of {queue.of} in the moderators&apos; queue (oldest first).
        </p>
      )}

      <section aria-labelledby="report-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="report-heading" className="text-xl font-semibold text-slate-900">
            Scores and report
          </h2>
          <ShotTabs look="segmented" shots={shots} href={(tab) => `/submissions/${submission.id}?shots=${tab}`} />
        </div>
        <RunReport submission={submission} view={view} shots={shots} run={run} />
      </section>

      {fileWarnings.length > 0 && (
        <div
          role="note"
          data-testid="file-name-warnings"
          className="space-y-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {fileWarnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}

      {server.hosted && hostedCounts && (editable || hostedCounts.total > 0) && (
        <HostedRunsLink submissionId={submission.id} counts={hostedCounts} />
      )}

      {editable && (
        <WindowQuotaNote
          quota={quota}
          noun="uploads"
          counting="creating a submission and each results file count one"
          testId="upload-quota"
        />
      )}
      {editable && (
        <UploadPanel
          submissionId={submission.id}
          readyForReview={runs["0"]?.status === "scored" && runs["1"]?.status === "scored"}
          hints={kind.upload}
          help={view.UploadHelp ? <view.UploadHelp /> : null}
        />
      )}
      {editable && server.coverageBlockers && <PartialForm submissionId={submission.id} partial={submission.partial} />}

      <RunPanels view={view} submissionId={submission.id} shots={shots} run={run} moderator={false} />

      <MetadataPanel submission={submission} asksJudge={kind.asks.judgeModel} />
    </div>
  );
}
