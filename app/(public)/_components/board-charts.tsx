"use client";

// The home page's charts for the chosen shot setting, each with a table holding the same
// numbers for screen readers and anyone who prefers text. Recharts loads only on this page.
import dynamic from "next/dynamic";
import type { BoardRow } from "@/lib/benchmarks/mrben/board/board-rows";
import { sizeScorePoints, topEntriesBySubject, TOP_ENTRIES } from "@/lib/benchmarks/mrben/board/board-charts";
import { formatParametersShort } from "@/lib/benchmarks/mrben/board/format";
import type { BoardSubject } from "@/lib/benchmarks/mrben/board/types";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

const TopEntriesChart = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/top-entries-chart"), { ssr: false });
const SizeScoreScatter = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/size-score-scatter"), { ssr: false });

type TopRow = { subject: BoardSubject; entry: ReturnType<typeof topEntriesBySubject>[number]["entries"][number] };

const TOP_COLUMNS: DataColumn<TopRow>[] = [
  { key: "subject", header: "Subject", cell: ({ subject }) => subject.label },
  { key: "model", header: "Model", cell: ({ entry }) => entry.model },
  { key: "score", header: "MR-Score", numeric: true, cell: ({ entry }) => entry.text },
];

const SCATTER_COLUMNS: DataColumn<ReturnType<typeof sizeScorePoints>[number]>[] = [
  { key: "model", header: "Model", cell: (point) => point.model },
  { key: "size", header: "Size", numeric: true, cell: (point) => formatParametersShort(point.billions * 1e9) },
  { key: "score", header: "Mean MR-Score", numeric: true, cell: (point) => point.text },
];

export function BoardCharts({ rows, shots, subjects }: { rows: BoardRow[]; shots: 0 | 1; subjects: BoardSubject[] }) {
  const tops = topEntriesBySubject(rows, subjects);
  const points = sizeScorePoints(rows);
  return (
    <div className="grid gap-6 pt-4 lg:grid-cols-2">
      <figure className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="chart-top">
        <figcaption className="font-semibold text-slate-900">
          Top {TOP_ENTRIES} per subject, {shots}-shot (MR-Score ×100)
        </figcaption>
        <div className="grid gap-3 sm:grid-cols-2">
          {tops.map(({ subject, entries }) => (
            <div key={subject.key} className="min-w-0">
              <h3 className="text-sm font-medium text-slate-700">{subject.label}</h3>
              {entries.length === 0 ? (
                <p className="text-xs text-slate-500">No entry covers this subject fully.</p>
              ) : (
                <div aria-hidden className="h-full w-full">
                  <TopEntriesChart entries={entries} />
                </div>
              )}
            </div>
          ))}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-700">Show as a table</summary>
          <DataTable
            caption={`Top entries per subject, ${shots}-shot`}
            testId="chart-top-table"
            columns={TOP_COLUMNS}
            rows={tops.flatMap(({ subject, entries }) => entries.map((entry) => ({ subject, entry })))}
            rowKey={({ subject, entry }) => `${subject.key}-${entry.slug}`}
          />
        </details>
      </figure>
      <figure className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="chart-scatter">
        <figcaption className="font-semibold text-slate-900">Mean MR-Score against size, {shots}-shot</figcaption>
        {points.length === 0 ? (
          <p className="text-sm text-slate-500">No entry gives its parameter count.</p>
        ) : (
          <div aria-hidden>
            <SizeScoreScatter points={points} />
          </div>
        )}
        <p className="text-xs text-slate-500">
          Blue: open weights; orange: closed weights. Entries without a size are left out.
        </p>
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-700">Show as a table</summary>
          <DataTable
            caption={`Mean MR-Score and size, ${shots}-shot`}
            testId="chart-scatter-table"
            columns={SCATTER_COLUMNS}
            rows={points}
            rowKey={(point) => point.slug}
          />
        </details>
      </figure>
    </div>
  );
}
