// Which fields a model gets wrong: the truth's field paths, the worst F1 first, and the fields
// only its predictions have.
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const number = new Intl.NumberFormat("en-US");

const FIELD_COLUMNS: DataColumn<ExtractionRunReport["fields"][number]>[] = [
  {
    key: "path",
    header: "Field path",
    rowHeader: true,
    className: "break-all font-mono text-xs",
    cell: (field) => field.path,
  },
  { key: "correct", header: "Correct", numeric: true, cell: (field) => number.format(field.correct) },
  { key: "truth", header: "Truth values", numeric: true, cell: (field) => number.format(field.truthLeaves) },
  {
    key: "predicted",
    header: "Predicted values",
    numeric: true,
    cell: (field) => number.format(field.predictionLeaves),
  },
  { key: "recall", header: "Recall", numeric: true, cell: (field) => formatPercent(field.recall) },
  { key: "precision", header: "Precision", numeric: true, cell: (field) => formatPercent(field.precision) },
  { key: "f1", header: "F1", numeric: true, className: "font-semibold", cell: (field) => formatPercent(field.f1) },
];

export function ExtractionFieldsTable({ report }: { report: ExtractionRunReport }) {
  const hidden = report.fieldsTotal - report.fields.length;
  return (
    <div className="space-y-3">
      <DataTable
        caption="Per field path, the worst F1 first, in percent"
        testId="extraction-fields"
        boxed
        maxHeight
        columns={FIELD_COLUMNS}
        rows={report.fields}
        rowKey={(field) => field.path}
      />
      {hidden > 0 && (
        <p className="text-xs text-slate-600">…and {number.format(hidden)} more field paths, none with a lower F1.</p>
      )}
      {report.predictionOnlyTotal > 0 && (
        <div className="text-xs text-slate-700">
          <p className="font-medium">
            Fields only in predictions ({number.format(report.predictionOnlyTotal)}): they lower precision.
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 font-mono">
            {report.predictionOnlyFields.map((field) => (
              <li key={field.path}>
                {field.path} <span className="text-slate-500">×{number.format(field.predictionLeaves)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
