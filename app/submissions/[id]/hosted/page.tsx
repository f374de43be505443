import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RefreshWhileProcessing } from "@/components/refresh-while-processing";
import { PageHeader } from "@/components/ui/page-header";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { canCancelHostedRun, canRetryJudgeStage, canSeeHostedRuns, canStartHostedRun } from "@/lib/auth/permissions";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { listHostedRunsWithStarters, loadHostedSubmission } from "@/lib/hosted-runs/hosted-page";
import { isActiveRun, isJudgingRun } from "@/lib/hosted-runs/progress-text";
import { loadStartFormOptions } from "@/lib/hosted-runs/start-form-options";
import { startStanding } from "@/lib/hosted-runs/start-limits";
import { HostedRunCard } from "./_components/hosted-run-card";
import { StartRunForm } from "./_components/start-run-form";
import { StartStandingNote } from "./_components/start-standing-note";

export const dynamic = "force-dynamic";

// A submission's hosted evaluation: its runs with their progress (refreshing while one is active),
// then the form that starts another, for its submitter and the moderators.

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const [viewer, submission] = await Promise.all([getCurrentUser(), loadHostedSubmission(id)]);
  if (!submission || !canSeeHostedRuns(viewer, submission)) return { title: "Not found" };
  return { title: `Hosted evaluation · ${submission.modelName}` };
}

export default async function HostedRunsPage({ params }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadHostedSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  if (!canSeeHostedRuns(viewer, submission)) notFound();
  const [options, runs, view] = await Promise.all([
    loadStartFormOptions({ benchmarkId: submission.benchmark.id, kind: submission.benchmark.kind }),
    listHostedRunsWithStarters(id),
    benchmarkKind(submission.benchmark.kind).view(),
  ]);
  const active = runs.some(({ run }) => isActiveRun(run.status) || isJudgingRun(run.judge.stage));
  const canStart = canStartHostedRun(viewer, submission);
  const standing = canStart && viewer && options.state === "ready" ? await startStanding({ userId: viewer.id }) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        trail={
          <Link href={`/submissions/${id}`} className="underline">
            {submission.modelName}
          </Link>
        }
        title="Hosted evaluation"
        description={
          <p>{submission.benchmark.name}: the portal runs the evaluation against the model&apos;s endpoint.</p>
        }
      />
      {options.state === "not-hosted" ? (
        <p className="text-sm text-slate-700" data-testid="hosted-not-offered">
          The portal cannot run {submission.benchmark.name} itself; upload your results files on the submission&apos;s
          page instead.
        </p>
      ) : (
        view.HostedHelp && <view.HostedHelp />
      )}

      <section aria-labelledby="runs-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <h2 id="runs-heading" className="text-xl font-semibold text-slate-900">
            Runs
          </h2>
          {active && <RefreshWhileProcessing everyMs={2000} />}
        </div>
        {runs.length === 0 ? (
          <p className="text-sm text-slate-600">No hosted run yet.</p>
        ) : (
          runs.map(({ run, createdById }) => (
            <HostedRunCard
              key={run.id}
              submissionId={id}
              run={run}
              canCancel={canCancelHostedRun(viewer, { createdById, submission })}
              canRetryJudge={canRetryJudgeStage(viewer, { createdById, submission })}
            />
          ))
        )}
      </section>

      {options.state !== "not-hosted" && (
        <section aria-labelledby="start-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="start-heading" className="text-xl font-semibold text-slate-900">
            Start a run
          </h2>
          {options.state === "off" ? (
            <p className="text-sm text-slate-800" data-testid="hosted-runs-off">
              {options.message}
            </p>
          ) : !canStart ? (
            <p className="text-sm text-slate-700">
              {viewer?.id === submission.userId
                ? "Runs start while the submission is a draft or changes are requested."
                : "Only the submitter starts runs for a submission."}
            </p>
          ) : (
            <>
              {standing && <StartStandingNote standing={standing} />}
              <StartRunForm
                submissionId={id}
                subjects={options.subjects}
                shotRefusals={options.shotRefusals}
                maxConcurrency={options.maxConcurrency}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
