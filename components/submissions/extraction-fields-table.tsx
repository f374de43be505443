// Which fields a model gets wrong: the truth's field paths, the worst F1 first, and the fields
// only its predictions have.
import { formatPercent } from "@/lib/mr-score";
import type { ExtractionRunReport } from "@/lib/submissions/extraction-run-report";

const number = new Intl.NumberFormat("en-US");

export function ExtractionFieldsTable({ report }: { report: ExtractionRunReport }) {
  const cell = "px-3 py-1.5 text-right tabular-nums";
  const hidden = report.fieldsTotal - report.fields.length;
  return (
    <div className="space-y-3">
      <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm" data-testid="extraction-fields">
          <caption className="sr-only">Per field path, the worst F1 first, in percent</caption>
          <thead className="sticky top-0 bg-slate-100 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Field path
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Correct
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Truth values
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Predicted values
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Recall
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Precision
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                F1
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.fields.map((field) => (
              <tr key={field.path}>
                <th scope="row" className="break-all px-3 py-1.5 text-left font-mono text-xs font-normal">
                  {field.path}
                </th>
                <td className={cell}>{number.format(field.correct)}</td>
                <td className={cell}>{number.format(field.truthLeaves)}</td>
                <td className={cell}>{number.format(field.predictionLeaves)}</td>
                <td className={cell}>{formatPercent(field.recall)}</td>
                <td className={cell}>{formatPercent(field.precision)}</td>
                <td className={`${cell} font-semibold`}>{formatPercent(field.f1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
