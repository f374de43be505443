// The ranked table of an extraction board: F1 with its interval, recall, precision, micro F1 and
// how many predictions did not parse; each model opens its records.
import Link from "next/link";
import type { ExtractionBoardRow } from "@/lib/leaderboard/extraction-board";

const pct = (value: number) => (value * 100).toFixed(1);
const HEAD = "px-3 py-2 text-right font-medium";

export function BoardTable({
  slug,
  shots,
  rows,
  versionNumber,
}: {
  slug: string;
  shots: 0 | 1;
  rows: ExtractionBoardRow[];
  /** The benchmark's current version: an entry scored against an older one says so. */
  versionNumber: number;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm" data-testid="extraction-board">
        <caption className="sr-only">Entries ranked by F1, {shots}-shot, in percent with the 95% interval</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              #
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Model
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Organization
            </th>
            <th scope="col" className={HEAD}>
              F1
            </th>
            <th scope="col" className={HEAD}>
              95% interval
            </th>
            <th scope="col" className={HEAD}>
              Recall
            </th>
            <th scope="col" className={HEAD}>
              Precision
            </th>
            <th scope="col" className={HEAD}>
              Micro F1
            </th>
            <th scope="col" className={HEAD}>
              Unparseable
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.submissionId}>
              <td className="px-3 py-2 tabular-nums text-slate-500">{row.rank}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link
                  className="text-brand-700 underline"
                  href={`/benchmarks/${slug}/entries/${row.submissionId}?shots=${shots}`}
                >
                  {row.modelName}
                </Link>
                {row.benchmarkVersion !== versionNumber && (
                  <span className="ml-2 text-xs font-normal text-amber-800">
                    scored against version {row.benchmarkVersion}
                  </span>
                )}
              </th>
              <td className="px-3 py-2 text-slate-700">{row.organization}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums" data-testid="f1">
                {pct(row.f1)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-500">
                {row.f1Ci ? `${pct(row.f1Ci.low)}–${pct(row.f1Ci.high)}` : "—"}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{pct(row.recall)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{pct(row.precision)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{pct(row.micro.f1)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {row.unparseable} / {row.records}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
