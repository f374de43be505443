"use client";

// The home page's charts for the chosen shot setting, each with a table holding the same
// numbers for screen readers and anyone who prefers text. Recharts loads only on this page.
import dynamic from "next/dynamic";
import type { BoardRow } from "@/lib/benchmarks/mrben/board/board-rows";
import {
  priceScorePoints,
  sizeScorePoints,
  topEntriesBySubject,
  TOP_ENTRIES,
} from "@/lib/benchmarks/mrben/board/board-charts";
import type { BoardPricePoint } from "@/lib/boards/board-price-points";
import { formatParametersShort } from "@/lib/benchmarks/mrben/board/format";
import type { BoardSubject } from "@/lib/benchmarks/mrben/board/types";
import type { DataColumn } from "@/components/ui/data-table";
import { PriceFrontierNote } from "@/components/charts/price-frontier-note";
import { ChartFigure } from "./chart-figure";

const TopEntriesChart = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/top-entries-chart"), { ssr: false });
const SizeScoreScatter = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/size-score-scatter"), { ssr: false });
const PriceScoreChart = dynamic(() => import("@/components/charts/price-score-chart"), { ssr: false });

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

const PRICE_COLUMNS: DataColumn<BoardPricePoint>[] = [
  { key: "model", header: "Model", cell: (point) => point.model },
  { key: "price", header: "Price (input / output)", numeric: true, cell: (point) => point.priceText },
  { key: "score", header: "Mean MR-Score", numeric: true, cell: (point) => point.text },
  { key: "frontier", header: "On the frontier", cell: (point) => (point.frontier ? "yes" : "no") },
];

export function BoardCharts({ rows, shots, subjects }: { rows: BoardRow[]; shots: 0 | 1; subjects: BoardSubject[] }) {
  const tops = topEntriesBySubject(rows, subjects);
  const points = sizeScorePoints(rows);
  const priced = priceScorePoints(rows);
  const topTitle = `Top ${TOP_ENTRIES} per subject, ${shots}-shot (MR-Score ×100)`;
  const scatterTitle = `Mean MR-Score against size, ${shots}-shot`;
  const priceTitle = `Mean MR-Score against API price, ${shots}-shot`;
  return (
    <div className="grid gap-6 pt-4 lg:grid-cols-2">
      <ChartFigure
        title={topTitle}
        testId="chart-top"
        emptyWhy={tops.every(({ entries }) => entries.length === 0) ? "no entry covers a subject fully yet." : null}
        table={{
          caption: `Top entries per subject, ${shots}-shot`,
          columns: TOP_COLUMNS,
          rows: tops.flatMap(({ subject, entries }) => entries.map((entry) => ({ subject, entry }))),
          rowKey: ({ subject, entry }) => `${subject.key}-${entry.slug}`,
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {tops.map(({ subject, entries }) => (
            <div key={subject.key} className="min-w-0">
              <h3 className="text-sm font-medium text-slate-700">{subject.label}</h3>
              {entries.length === 0 ? (
                <p className="text-xs text-slate-500">No entry covers this subject fully.</p>
              ) : (
                <div className="h-full w-full">
                  <TopEntriesChart entries={entries} />
                </div>
              )}
            </div>
          ))}
        </div>
      </ChartFigure>
      <ChartFigure
        title={scatterTitle}
        testId="chart-scatter"
        emptyWhy={points.length === 0 ? "no entry gives its parameter count yet." : null}
        note={
          <p className="text-xs text-slate-500">
            Blue: open weights; orange: closed weights. Entries without a size are left out.
          </p>
        }
        table={{
          caption: `Mean MR-Score and size, ${shots}-shot`,
          columns: SCATTER_COLUMNS,
          rows: points,
          rowKey: (point) => point.slug,
        }}
      >
        <SizeScoreScatter points={points} />
      </ChartFigure>
      <ChartFigure
        title={priceTitle}
        testId="chart-price"
        wide
        emptyWhy={priced.length === 0 ? "no entry gives its API price yet." : null}
        note={<PriceFrontierNote points={priced} />}
        table={{
          caption: `Mean MR-Score and API price, ${shots}-shot`,
          columns: PRICE_COLUMNS,
          rows: priced,
          rowKey: (point) => point.key,
        }}
      >
        <PriceScoreChart points={priced} scoreLabel="Mean MR-Score" />
      </ChartFigure>
    </div>
  );
}
