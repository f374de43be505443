import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EventList } from "@/components/moderation/event-list";
import { SubmissionStatusBadge } from "@/components/ui/status-badge";
import { DECISIONS } from "@/lib/moderation/transitions";
import { loadReviewPage } from "@/lib/submissions/review-page";
import { MetadataPanel } from "@/components/submissions/metadata-panel";
import { RunPanels } from "@/components/submissions/run-panels";
import { RunReport } from "@/components/submissions/run-report";
import { FlagList } from "../_components/flag-list";
import { requirePageRole } from "@/lib/auth/gates";
import { RunSignalsCell } from "../_components/run-signals-cell";
import { DecisionForm } from "./_components/decision-form";
import { EntryFlagsPanel } from "@/components/moderation/entry-flags-panel";
import { flagsOn } from "@/lib/moderation/entry-flags";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Review a submission" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export default async function ModerateSubmissionPage({ params }: Props) {
  await requirePageRole("moderator");
  const page = await loadReviewPage((await params).id);
  if (!page) notFound();
  const { submission, asksJudge, runs, signals, samples, events, blockers, view, decisions } = page;
  const entryFlags = await flagsOn({ submissionId: submission.id });

  return (
    <div className="space-y-8">
      <PageHeader
        trail={
          <Link href="/moderation" className="underline">
            Moderation queue
          </Link>
        }
        title={
          <>
            {submission.modelName} <SubmissionStatusBadge status={submission.status} />
          </>
        }
        description={
          <p>
            <span data-testid="submission-benchmark">{submission.benchmark.name}</span> · By {signals.submitter.label} ·
            revision {submission.revision} · their other submissions: {signals.history.approved} approved,{" "}
            {signals.history.rejected} rejected, {signals.history.pending} pending, {signals.history.withdrawn}{" "}
            withdrawn ·{" "}
            <Link href={`/submissions/${submission.id}`} className="text-brand-700 underline">
              the submitter&apos;s view
            </Link>
          </p>
        }
      />

      <section aria-labelledby="decide-heading" className="space-y-3">
        <h2 id="decide-heading" className="text-xl font-semibold text-slate-900">
          Decision
        </h2>
        {decisions.length === 0 ? (
          <p className="text-sm text-slate-600">No moderator decision applies to a submission in this status.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {decisions.map((decision) => (
              <DecisionForm
                key={`${decision}-${submission.revision}`}
                submissionId={submission.id}
                revision={submission.revision}
                decision={decision}
                info={DECISIONS[decision]}
                blockers={decision === "approve" ? blockers : undefined}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="entry-flags-heading" className="space-y-3">
        <h2 id="entry-flags-heading" className="text-xl font-semibold text-slate-900">
          Moderator flags
        </h2>
        <p className="text-sm text-slate-600">
          A flag stands on the board, the model page and the exports with its note, until removed.
        </p>
        <EntryFlagsPanel
          flags={entryFlags}
          target={{ submissionId: submission.id }}
          page={`/moderation/${submission.id}`}
        />
      </section>

      <section aria-labelledby="signals-heading" className="space-y-3">
        <h2 id="signals-heading" className="text-xl font-semibold text-slate-900">
          Signals
        </h2>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm md:grid-cols-3">
          <div>
            <h3 className="font-medium">0-shot</h3>
            <RunSignalsCell run={signals.runs[0]} />
          </div>
          <div>
            <h3 className="font-medium">1-shot</h3>
            <RunSignalsCell run={signals.runs[1]} />
          </div>
          <div className="text-xs">
            <h3 className="text-sm font-medium">Flags</h3>
            <FlagList flags={signals.flags} />
            {signals.reusedFiles.map((file) => (
              <p key={file.shots} className="mt-1">
                {file.shots}-shot file also in:{" "}
                {file.otherSubmissionIds.map((other) => (
                  <Link key={other} href={`/submissions/${other}`} className="mr-1 text-brand-700 underline">
                    {other}
                  </Link>
                ))}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="sample-heading" className="space-y-3">
        <h2 id="sample-heading" className="text-xl font-semibold text-slate-900">
          Spot-check sample
        </h2>
        <p className="text-sm text-slate-600">{view.spotCheck.note}</p>
        {samples.length === 0 ? (
          <p className="text-sm text-slate-600">No scored records to sample.</p>
        ) : (
          <div className="space-y-4">
            {samples.map(({ shots, records }) => (
              <div key={shots} className="rounded-lg border border-slate-200 bg-white text-xs">
                <h3 className="px-3 pt-3 text-sm font-semibold text-slate-800">{shots}-shot</h3>
                <DataTable
                  caption={view.spotCheck.caption(shots)}
                  testId={`sample-${shots}`}
                  columns={view.spotCheck.columns({ submissionId: submission.id, shots })}
                  rows={records}
                  rowKey={view.spotCheck.rowKey}
                />
              </div>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
          History
        </h2>
        <EventList events={events} showTarget={false} />
      </section>

      <MetadataPanel submission={submission} asksJudge={asksJudge} />

      {([0, 1] as const).map((shots) => {
        const run = runs[String(shots) as "0" | "1"];
        return (
          <section key={shots} aria-labelledby={`report-${shots}`} className="space-y-3">
            <h2 id={`report-${shots}`} className="text-xl font-semibold text-slate-900">
              {shots}-shot scores and report
            </h2>
            <RunReport submission={submission} view={view} shots={shots} run={run} />
            <RunPanels view={view} submissionId={submission.id} shots={shots} run={run} moderator />
          </section>
        );
      })}
    </div>
  );
}
