// A scored predictions file's report, for its submitter and for moderators: F1 with its interval,
// recall and precision, the micro figures, what scored it and how, the diagnostics, and the
// fields the model gets wrong.
import Link from "next/link";
import { formatPercent } from "@/lib/mr-score";
import type { ExtractionRunReport, Figure } from "@/lib/submissions/extraction-run-report";
import { ExtractionDiagnosticsReport } from "./extraction-diagnostics";
import { ExtractionFieldsTable } from "./extraction-fields-table";

const number = new Intl.NumberFormat("en-US");

function FigureValue({ figure, testId }: { figure: Figure; testId?: string }) {
  return (
    <>
      <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {formatPercent(figure.value)}
      </span>
      <span className="block text-xs text-slate-500">
        {figure.interval
          ? `95% interval ${formatPercent(figure.interval.low)}–${formatPercent(figure.interval.high)}`
          : "no interval"}
      </span>
    </>
  );
}

export function ExtractionRunReportView({
  report,
  submissionId,
  shots,
  benchmarkName,
  sha256,
}: {
  report: ExtractionRunReport;
  submissionId: string;
  shots: 0 | 1;
  benchmarkName: string;
  sha256: string | null;
}) {
  const { micro, parsedOnly } = report;
  return (
    <div className="space-y-4" data-testid="extraction-report">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">F1</dt>
          <dd>
            <FigureValue figure={report.f1} testId="extraction-f1" />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Recall</dt>
          <dd>
            <FigureValue figure={report.recall} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Precision</dt>
          <dd>
            <FigureValue figure={report.precision} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Micro recall / precision / F1</dt>
          <dd className="tabular-nums">
            {formatPercent(micro.recall)} / {formatPercent(micro.precision)} / {formatPercent(micro.f1)}
            <span className="block text-xs text-slate-500">
              {number.format(micro.correct)} correct of {number.format(micro.truthLeaves)} truth and{" "}
              {number.format(micro.predictionLeaves)} predicted values
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Records</dt>
          <dd className="tabular-nums">
            {number.format(report.records)}
            <span className="block text-xs text-slate-500">
              the {number.format(parsedOnly.records)} parsed alone: F1 {formatPercent(parsedOnly.f1)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">Matching, normalization</dt>
          <dd>
            {report.matching}, <code>{report.normalization}</code>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        Means over records of each record&apos;s recall and precision, F1 of those means, in percent. Scored by{" "}
        {report.scorer.name} {report.scorer.version} against {benchmarkName} version {report.benchmarkVersion}. SHA-256{" "}
        <code className="break-all">{sha256}</code> ·{" "}
        <a className="text-brand-700 underline" href={`/api/v1/submissions/${submissionId}/results/${shots}`}>
          download the original file
        </a>{" "}
        ·{" "}
        <Link className="text-brand-700 underline" href={`/submissions/${submissionId}/predictions?shots=${shots}`}>
          browse every record
        </Link>
      </p>
      <h3 className="pt-2 text-base font-semibold text-slate-900">Validation report</h3>
      <ExtractionDiagnosticsReport report={report} />
      <h3 className="pt-2 text-base font-semibold text-slate-900">Fields, the worst first</h3>
      <ExtractionFieldsTable report={report} />
    </div>
  );
}
