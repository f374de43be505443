import Link from "next/link";
import { ExtractionRunReportView } from "@/components/submissions/extraction-run-report";
import { ScoresTable, type ClaimedScore } from "@/components/submissions/scores-table";
import { ValidationReport } from "@/components/submissions/validation-report";
import { RunStatusBadge } from "@/components/ui/status-badge";
import type { Diagnostics } from "@/lib/mr-score";
import type { ExtractionRunReport } from "@/lib/submissions/extraction-run-report";
import type { LoadedRun } from "@/lib/submissions/load-submission";
import { RefreshWhileProcessing } from "./refresh-while-processing";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const megabytes = (bytes: bigint | null) => (bytes === null ? "?" : `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`);

export function RunReport({
  submissionId,
  shots,
  run,
  claimed,
  extraction,
}: {
  submissionId: string;
  shots: 0 | 1;
  run: LoadedRun | null;
  claimed: ClaimedScore | null;
  /** The run's extraction report (loadExtractionRunReport) when the submission is for an extraction benchmark. */
  extraction?: { report: ExtractionRunReport | null; benchmarkName: string };
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
      {run.status === "scored" && extraction?.report && (
        <ExtractionRunReportView
          report={extraction.report}
          submissionId={submissionId}
          shots={shots}
          benchmarkName={extraction.benchmarkName}
          sha256={run.sha256}
        />
      )}
      {run.status === "scored" && run.scoring && (
        <>
          <ScoresTable subjects={run.scoring.subjects} claimed={claimed} />
          <p className="text-xs text-slate-600">
            Scored by {run.scoring.scorerName} {run.scoring.scorerVersion} against MR-Ben version{" "}
            {run.scoring.benchmarkVersion.number}. SHA-256 <code className="break-all">{run.sha256}</code> ·{" "}
            <a className="text-brand-700 underline" href={`/api/v1/submissions/${submissionId}/results/${shots}`}>
              download the original file
            </a>{" "}
            ·{" "}
            <Link className="text-brand-700 underline" href={`/submissions/${submissionId}/records?shots=${shots}`}>
              browse every item
            </Link>
          </p>
          <h3 className="pt-2 text-base font-semibold text-slate-900">Validation report</h3>
          <ValidationReport report={run.scoring.report as unknown as Diagnostics} />
        </>
      )}
    </div>
  );
}

function FailurePanel({ run }: { run: LoadedRun }) {
  const problems = Array.isArray(run.problems) ? (run.problems as Array<{ detail?: string }>) : [];
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">This file was not scored ({run.failureCode}).</p>
      <p className="mt-1">{run.failureDetail}</p>
      {problems.length > 0 && (
        <ul className="mt-2 max-h-64 list-disc space-y-0.5 overflow-auto pl-5 text-xs">
          {problems.map((problem, index) => (
            <li key={index}>{problem.detail}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs">Nothing of the file was stored. Fix it and upload it again.</p>
    </div>
  );
}
