// A scored predictions file's report, for its submitter and for moderators: the headline first (F1
// with its interval, recall and precision), then node-level figures and ANLS* beside F1, the values
// missing, invented and wrong, what scored it and how, the diagnostics (field rules, chemistry), and
// the fields the model gets wrong.
import type { ReactNode } from "react";
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { ExtractionChemistryPanel } from "./chemistry-panel";
import { ExtractionDiagnosticsReport } from "./diagnostics";
import { ExtractionFieldsTable } from "./fields-table";
import { FigureValue, Term } from "./headline-figures";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const NOT_COUNTED = "not counted when this file was scored: a rescore adds it";

function Note({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-slate-500">{children}</span>;
}

export function ExtractionRunReportView({
  report,
  provenance,
}: {
  report: ExtractionRunReport;
  provenance: ReactNode;
}) {
  const { micro, parsedOnly, nodes, diff } = report;
  return (
    <>
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <Term title="F1">
          <FigureValue figure={report.f1} testId="extraction-f1" />
        </Term>
        <Term title="Recall">
          <FigureValue figure={report.recall} />
        </Term>
        <Term title="Precision">
          <FigureValue figure={report.precision} />
        </Term>
        <Term title="Node recall / precision / F1" testId="extraction-nodes">
          {nodes ? (
            <>
              {formatPercent(nodes.recall)} / {formatPercent(nodes.precision)} / {formatPercent(nodes.f1)}
              <Note>
                every dict entry and list item a node, right only when all under it is; {number.format(nodes.correct)}{" "}
                correct of {number.format(nodes.truthNodes)} truth and {number.format(nodes.predictionNodes)} predicted
                nodes
              </Note>
            </>
          ) : (
            <Note>{NOT_COUNTED}</Note>
          )}
        </Term>
        <Term title="ANLS*" testId="extraction-anls">
          {report.anlsStar === null ? (
            <Note>{NOT_COUNTED}</Note>
          ) : (
            <>
              {formatPercent(report.anlsStar)}
              <Note>mean over records: strings by normalized Levenshtein, lists by best pairing</Note>
            </>
          )}
        </Term>
        <Term title="Micro recall / precision / F1">
          {formatPercent(micro.recall)} / {formatPercent(micro.precision)} / {formatPercent(micro.f1)}
          <Note>
            {number.format(micro.correct)} correct of {number.format(micro.truthLeaves)} truth and{" "}
            {number.format(micro.predictionLeaves)} predicted values
          </Note>
        </Term>
        <Term title="Missing / invented / wrong values" testId="extraction-diff">
          {diff ? (
            <>
              {number.format(diff.missing)} / {number.format(diff.invented)} / {number.format(diff.wrong)}
              <Note>
                in the truth but absent; predicted where the truth has nothing; both there and different (
                {number.format(diff.correct)} correct)
              </Note>
            </>
          ) : (
            <Note>{NOT_COUNTED}</Note>
          )}
        </Term>
        <Term title="Records">
          {number.format(report.records)}
          <Note>
            the {number.format(parsedOnly.records)} parsed alone: F1 {formatPercent(parsedOnly.f1)}
          </Note>
        </Term>
        <Term title="Matching, lists, normalization" testId="extraction-modes">
          {report.matching}, {report.lists}, <code>{report.normalization}</code>
          <Note>
            {report.fieldRules.length === 0
              ? "every field compared exactly"
              : `${report.fieldRules.length} field rule${report.fieldRules.length === 1 ? "" : "s"} (below)`}
          </Note>
        </Term>
      </dl>
      {provenance}
      {report.chemistry && (
        <>
          <h3 className="pt-2 text-base font-semibold text-slate-900">Chemistry</h3>
          <ExtractionChemistryPanel chemistry={report.chemistry} />
        </>
      )}
      <h3 className="pt-2 text-base font-semibold text-slate-900">Validation report</h3>
      <ExtractionDiagnosticsReport report={report} />
      <h3 className="pt-2 text-base font-semibold text-slate-900">Fields, the worst first</h3>
      <ExtractionFieldsTable report={report} />
    </>
  );
}
