// The compared models' MR-Score per subject and their mean, with intervals: the chart's numbers.
import Link from "next/link";
import type { Route } from "next";
import type { Comparison } from "@/lib/benchmarks/mrben/board/compare-models";
import { formatInterval } from "@/lib/benchmarks/mrben/board/format";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

export const SIDE_BY_SIDE_TABLE_ID = "side-by-side";

export function SideBySideTable({ comparison }: { comparison: Comparison }) {
  const columns: DataColumn<Comparison["subjects"][number]>[] = [
    { key: "subject", header: "Subject", rowHeader: true, className: "font-medium", cell: (subject) => subject.label },
    ...comparison.models.map(({ entry, run }): DataColumn<Comparison["subjects"][number]> => ({
      key: entry.slug,
      header: (
        <Link href={`/models/${entry.slug}` as Route} className="text-brand-700 underline">
          {entry.modelName}
        </Link>
      ),
      numeric: true,
      className: "whitespace-nowrap",
      cell: (subject) => {
        const result = run?.subjects[subject.key];
        return (
          <>
            {result ? formatInterval(result.score) : <span className="text-slate-500">–</span>}
            {result && !result.rankable && <span className="block text-xs text-amber-800">incomplete</span>}
          </>
        );
      },
    })),
  ];
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        MR-Score per subject, {comparison.shots}-shot, in percent with its 95% interval (the numbers of the chart
        below).
      </p>
      <DataTable
        id={SIDE_BY_SIDE_TABLE_ID}
        caption={`MR-Score per subject, ${comparison.shots}-shot, in percent with its 95% interval`}
        boxed
        focusable
        columns={columns}
        rows={comparison.subjects}
        rowKey={(subject) => subject.key}
        footer={
          <tr>
            <th scope="row" className="px-2 py-1 text-left">
              Mean
            </th>
            {comparison.models.map(({ entry, run }) => (
              <td key={entry.slug} className="px-2 py-1 text-right font-semibold whitespace-nowrap tabular-nums">
                {run ? formatInterval(run.mean) : `no ${comparison.shots}-shot run`}
              </td>
            ))}
          </tr>
        }
      />
    </div>
  );
}
