// Which fields a model gets wrong: the truth's field paths, the worst F1 first, with their values
// missing, invented and wrong, and the fields only its predictions have.
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

type Field = ExtractionRunReport["fields"][number];

/** Missing, invented and wrong per path; a dash for a scoring made before they were counted apart. */
function diffColumns(counted: boolean): DataColumn<Field>[] {
  const cell = (value: number) => (counted ? number.format(value) : "–");
  return [
    { key: "missing", header: "Missing", numeric: true, cell: (field) => cell(field.missing) },
    { key: "invented", header: "Invented", numeric: true, cell: (field) => cell(field.invented) },
    { key: "wrong", header: "Wrong", numeric: true, cell: (field) => cell(field.wrong) },
  ];
}

const FIELD_COLUMNS: DataColumn<Field>[] = [
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
        caption="Per field path, the worst F1 first: values, ratios in percent, and values missing, invented and wrong"
        testId="extraction-fields"
        boxed
        maxHeight
        columns={[...FIELD_COLUMNS, ...diffColumns(report.diff !== null)]}
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
