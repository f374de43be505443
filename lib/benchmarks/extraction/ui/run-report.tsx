// A scored predictions file's report, for its submitter and for moderators: F1 with its interval,
// recall and precision, the micro figures, what scored it and how, the diagnostics, and the
// fields the model gets wrong.
import type { ReactNode } from "react";
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRunReport, Figure } from "@/lib/benchmarks/extraction/run-report";
import { ExtractionDiagnosticsReport } from "./diagnostics";
import { ExtractionFieldsTable } from "./fields-table";

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
  provenance,
}: {
  report: ExtractionRunReport;
  provenance: ReactNode;
}) {
  const { micro, parsedOnly } = report;
  return (
    <>
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
      {provenance}
      <h3 className="pt-2 text-base font-semibold text-slate-900">Validation report</h3>
      <ExtractionDiagnosticsReport report={report} />
      <h3 className="pt-2 text-base font-semibold text-slate-900">Fields, the worst first</h3>
      <ExtractionFieldsTable report={report} />
    </>
  );
}
