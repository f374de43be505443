import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EventList } from "@/components/moderation/event-list";
import { SubmissionStatusBadge } from "@/components/ui/status-badge";
import { approvalBlockers } from "@/lib/moderation/approvability";
import { submissionHistory } from "@/lib/audit-log/audit-log";
import { extractionSpotCheckSample } from "@/lib/moderation/extraction-spot-check";
import { reviewSignals } from "@/lib/moderation/review-queue";
import { spotCheckSample } from "@/lib/moderation/spot-check-sample";
import { decisionsFrom, DECISIONS } from "@/lib/moderation/transitions";
import { loadRunExtractionReport } from "@/lib/submissions/extraction-run-report";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { ZClaimedScores } from "@/lib/validations/submission-meta";
import { MetadataPanel } from "@/app/submissions/[id]/_components/metadata-panel";
import { RefreshWhileProcessing } from "@/app/submissions/[id]/_components/refresh-while-processing";
import { RunReport } from "@/app/submissions/[id]/_components/run-report";
import { JudgeAuditPanel, submittedScores } from "@/components/judge/judge-audit-panel";
import { AnalysesPanel } from "@/components/analyses/analyses-panel";
import { loadRunAudits, type RunAudits } from "@/lib/judge/run-audits";
import { storedAnalyses } from "@/lib/mr-score";
import { FlagList } from "../_components/flag-list";
import { requirePageRole } from "@/lib/auth/gates";
import { RunSignalsCell } from "../_components/run-signals-cell";
import { DecisionForm } from "./_components/decision-form";
import { RejudgeButton, RetryFailedButton } from "./_components/judge-actions";
import { ExtractionSpotCheck } from "./_components/extraction-spot-check";
import { SpotCheck } from "./_components/spot-check";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Review a submission" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export default async function ModerateSubmissionPage({ params }: Props) {
  await requirePageRole("moderator");
  const { id } = await params;
  const submission = await loadSubmission(id);
  if (!submission) notFound();
  const extraction = submission.benchmark.kind === "extraction";
  const runs = currentRuns(submission);
  const scorings = ([0, 1] as const).map((shots) => {
    const run = runs[String(shots) as "0" | "1"];
    return !extraction && run?.status === "scored" ? run.scoring : null;
  });
  const [signals, samples, extractionSamples, events, extractionReports, audits] = await Promise.all([
    reviewSignals(id),
    extraction ? [] : spotCheckSample(id),
    extraction ? extractionSpotCheckSample(id) : [],
    submissionHistory(id),
    Promise.all([
      extraction ? loadRunExtractionReport(runs["0"]) : null,
      extraction ? loadRunExtractionReport(runs["1"]) : null,
    ]),
    Promise.all(scorings.map((scoring) => (scoring ? loadRunAudits(scoring.id) : Promise.resolve(null)))),
  ]);
  if (!signals) notFound();
  const blockers = approvalBlockers(submission);
  const claims = ZClaimedScores.safeParse(submission.claimedScores ?? {});
  const decisions = decisionsFrom(submission.status);

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

      <section aria-labelledby="signals-heading" className="space-y-3">
        <h2 id="signals-heading" className="text-xl font-semibold text-slate-900">
          Signals
        </h2>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm md:grid-cols-3">
          <div>
            <h3 className="font-medium">0-shot</h3>
            <RunSignalsCell run={signals.runs[0]} kind={signals.benchmark.kind} />
          </div>
          <div>
            <h3 className="font-medium">1-shot</h3>
            <RunSignalsCell run={signals.runs[1]} kind={signals.benchmark.kind} />
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
        <p className="text-sm text-slate-600">
          {extraction
            ? "The same records every time for this submission, drawn at random from those with a prediction: the benchmark's truth beside the model's prediction."
            : "The same records every time for this submission, drawn at random from the matched ones."}
        </p>
        {extraction ? (
          <ExtractionSpotCheck submissionId={submission.id} samples={extractionSamples} />
        ) : (
          <SpotCheck submissionId={submission.id} samples={samples} />
        )}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
          History
        </h2>
        <EventList events={events} showTarget={false} />
      </section>

      <MetadataPanel submission={submission} />

      {([0, 1] as const).map((shots) => {
        const scoring = scorings[shots];
        const runAudits = audits[shots];
        return (
          <section key={shots} aria-labelledby={`report-${shots}`} className="space-y-3">
            <h2 id={`report-${shots}`} className="text-xl font-semibold text-slate-900">
              {shots}-shot scores and report
            </h2>
            <RunReport
              submissionId={submission.id}
              shots={shots}
              run={runs[String(shots) as "0" | "1"]}
              claimed={claims.success ? (claims.data[String(shots) as "0" | "1"] ?? null) : null}
              extraction={
                extraction ? { report: extractionReports[shots], benchmarkName: submission.benchmark.name } : undefined
              }
            />
            {scoring && runAudits && (
              <JudgeAuditPanel
                shots={shots}
                audits={runAudits}
                submitted={submittedScores(scoring)}
                refresher={<RefreshWhileProcessing everyMs={3000} />}
                actions={(audit) =>
                  audit === null ? (
                    <RejudgeButton
                      submissionId={submission.id}
                      shots={shots}
                      disabledReason={rejudgeBlocker(runAudits)}
                    />
                  ) : audit.failed > 0 && audit.status !== "running" ? (
                    <RetryFailedButton submissionId={submission.id} auditId={audit.id} />
                  ) : null
                }
              />
            )}
            {scoring && <AnalysesPanel shots={shots} analyses={storedAnalyses(scoring)} />}
          </section>
        );
      })}
    </div>
  );
}

/** Why a full re-judge cannot be asked for now, or null. */
function rejudgeBlocker(audits: RunAudits): string | null {
  if (!audits.enabled) return "The judge audit is off: no judge API is configured.";
  if (audits.audits.some((audit) => audit.scope === "full" && audit.status === "running"))
    return "A full re-judge is running.";
  return null;
}
