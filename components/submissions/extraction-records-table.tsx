// The records of an extraction scoring, one per reference: how the prediction parsed, recall,
// precision, F1 and the counts, each reference opening its truth beside its prediction.
import type { Route } from "next";
import Link from "next/link";
import { ParseBadge } from "@/components/submissions/parse-badge";
import { formatPercent } from "@/lib/mr-score";
import type { ExtractionRecordRow } from "@/lib/submissions/extraction-records";

const CELL = "px-3 py-2 text-right tabular-nums";

export function ExtractionRecordsTable({
  rows,
  recordHref,
}: {
  rows: ExtractionRecordRow[];
  recordHref: (referenceIndex: number) => Route;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid="extraction-records">
        <caption className="sr-only">Each reference with the prediction scored against it</caption>
        <thead className="bg-slate-100 text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Reference
            </th>
            <th scope="col" className="px-3 py-2">
              Prediction
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
            <th scope="col" className="px-3 py-2 text-right">
              Correct / truth / predicted values
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={String(row.id)}>
              <td className="px-3 py-2">
                <Link href={recordHref(row.referenceIndex)} className="font-mono text-brand-700 underline">
                  {row.reference.key}
                </Link>
              </td>
              <td className="px-3 py-2">
                <ParseBadge parse={row.parse} />
                {row.moved && <span className="ml-2 text-xs text-slate-500">moved by matching</span>}
              </td>
              <td className={CELL}>{formatPercent(row.recall)}</td>
              <td className={CELL}>{formatPercent(row.precision)}</td>
              <td className={`${CELL} font-semibold`}>{formatPercent(row.f1)}</td>
              <td className={CELL}>
                {row.correct} / {row.truthLeaves} / {row.predictionLeaves}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
