// The compared models' MR-Score per subject and their mean, with intervals: the chart's numbers.
import Link from "next/link";
import type { Route } from "next";
import type { Comparison } from "@/lib/leaderboard/compare-models";
import { formatInterval } from "@/lib/leaderboard/format";

export const SIDE_BY_SIDE_TABLE_ID = "side-by-side";

export function SideBySideTable({ comparison }: { comparison: Comparison }) {
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        MR-Score per subject, {comparison.shots}-shot, in percent with its 95% interval (the numbers of the chart
        below).
      </p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
        <table id={SIDE_BY_SIDE_TABLE_ID} className="min-w-full text-sm">
          <caption className="sr-only">
            MR-Score per subject, {comparison.shots}-shot, in percent with its 95% interval
          </caption>
          <thead className="bg-slate-100 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Subject
              </th>
              {comparison.models.map(({ entry }) => (
                <th key={entry.slug} scope="col" className="px-3 py-2 text-right">
                  <Link href={`/models/${entry.slug}` as Route} className="text-brand-700 underline">
                    {entry.modelName}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {comparison.subjects.map((subject) => (
              <tr key={subject.key}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {subject.label}
                </th>
                {comparison.models.map(({ entry, run }) => {
                  const result = run?.subjects[subject.key];
                  return (
                    <td key={entry.slug} className={cell}>
                      {result ? formatInterval(result.mrScore) : <span className="text-slate-400">–</span>}
                      {result && !result.rankable && <span className="block text-xs text-amber-800">incomplete</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-medium">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Mean
              </th>
              {comparison.models.map(({ entry, run }) => (
                <td key={entry.slug} className={`${cell} font-semibold`}>
                  {run ? formatInterval(run.mean) : `no ${comparison.shots}-shot run`}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
