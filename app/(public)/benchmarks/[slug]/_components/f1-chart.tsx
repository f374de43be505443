"use client";

// F1 per entry with its 95% interval as an error bar. Recharts loads on this page only; the
// table above holds the same numbers for screen readers.
import dynamic from "next/dynamic";
import type { ExtractionBoardRow } from "@/lib/leaderboard/extraction-board";

const IntervalBarChart = dynamic(() => import("@/components/charts/interval-bar-chart"), { ssr: false });

export function F1Chart({ shots, rows }: { shots: 0 | 1; rows: ExtractionBoardRow[] }) {
  const points = rows.map((row) => ({
    label: row.modelName,
    value: row.f1 * 100,
    interval: row.f1Ci ? [row.f1 * 100 - row.f1Ci.low * 100, row.f1Ci.high * 100 - row.f1 * 100] : [0, 0],
  }));
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="chart-f1">
      <figcaption className="font-semibold text-slate-900">F1 ×100 with its 95% interval, {shots}-shot</figcaption>
      <IntervalBarChart points={points} metric="F1" />
    </figure>
  );
}
