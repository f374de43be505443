// One shot setting's upload as its submitter and the moderators read it: the file and where its
// scoring stands, why it failed, or, once scored, its benchmark kind's report with the shared line
// on what scored it and links to the original file and its records. The page passes its kind's view.
import Link from "next/link";
import type { Route } from "next";
import type { KindView } from "@/lib/benchmarks/kind-view";
import { FAILED_RUN_WORDS } from "@/lib/submissions/failed-run-words";
import type { LoadedRun, LoadedSubmission } from "@/lib/submissions/load-submission";
import { RefreshWhileProcessing } from "@/components/refresh-while-processing";
import { RunStatusBadge } from "@/components/ui/status-badge";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const megabytes = (bytes: bigint | null) => (bytes === null ? "?" : `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`);

type Submission = Pick<LoadedSubmission, "id" | "claimedScores" | "benchmark">;

export function RunReport({
  submission,
  view,
  shots,
  run,
}: {
  submission: Submission;
  view: KindView;
  shots: 0 | 1;
  run: LoadedRun | null;
}) {
  if (!run) {
    return (
      <p className="rounded border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        No {shots}-shot results uploaded yet.
      </p>
    );
  }
  return (
    <div className="space-y-4" data-testid={`run-${shots}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <RunStatusBadge status={run.status} />
        <span className="break-all">{run.fileName ?? "unnamed file"}</span>
        <span className="text-slate-500">
          {megabytes(run.sizeBytes)}, uploaded {date.format(run.createdAt)} UTC
        </span>
      </p>
      {run.status === "processing" && (
        <p role="status" className="text-sm text-slate-700">
          The file is being checked and scored. <RefreshWhileProcessing />
        </p>
      )}
      {run.status === "failed" && <FailurePanel run={run} />}
      {run.status === "scored" && run.scoring && (
        <ScoredReport submission={submission} view={view} shots={shots} run={run} scoring={run.scoring} />
      )}
    </div>
  );
}

function ScoredReport({
  submission,
  view,
  shots,
  run,
  scoring,
}: {
  submission: Submission;
  view: KindView;
  shots: 0 | 1;
  run: LoadedRun;
  scoring: NonNullable<LoadedRun["scoring"]>;
}) {
  const provenance = (
    <p className="text-xs text-slate-600">
      Scored by {scoring.scorerName} {scoring.scorerVersion} against {submission.benchmark.name} version{" "}
      {scoring.benchmarkVersion.number}. SHA-256 <code className="break-all">{run.sha256}</code> ·{" "}
      <a className="text-brand-700 underline" href={`/api/v1/submissions/${submission.id}/results/${shots}`}>
        download the original file
      </a>{" "}
      ·{" "}
      <Link className="text-brand-700 underline" href={`/submissions/${submission.id}/records?shots=${shots}` as Route}>
        browse every {view.recordNoun}
      </Link>
    </p>
  );
  return (
    <div className="space-y-4" data-testid={`${submission.benchmark.kind}-report`}>
      <view.RunReport
        submissionId={submission.id}
        shots={shots}
        scoring={scoring}
        benchmarkName={submission.benchmark.name}
        claimedScores={submission.claimedScores}
        provenance={provenance}
      />
    </div>
  );
}

function FailurePanel({ run }: { run: LoadedRun }) {
  const problems = Array.isArray(run.problems) ? (run.problems as Array<{ detail?: string }>) : [];
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">{FAILED_RUN_WORDS.notScored(run.failureCode)}</p>
      <p className="mt-1">{run.failureDetail}</p>
      {problems.length > 0 && (
        <ul tabIndex={0} className="mt-2 max-h-64 list-disc space-y-0.5 overflow-auto pl-5 text-xs">
          {problems.map((problem, index) => (
            <li key={index}>{problem.detail}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs">{FAILED_RUN_WORDS.advice}</p>
    </div>
  );
}
