"use client";

// A shared board's score per entry with its 95% interval as an error bar. Recharts loads on this
// page only; the table above holds the same numbers for screen readers.
import dynamic from "next/dynamic";
import { EmptyChart } from "@/components/charts/empty-chart";

const IntervalBarChart = dynamic(() => import("@/components/charts/interval-bar-chart"), { ssr: false });

export interface ScorePoint {
  label: string;
  /** A fraction, and its interval's bounds. */
  score: number;
  interval: { low: number; high: number } | null;
}

export function ScoreChart({ shots, metric, points }: { shots: 0 | 1; metric: string; points: ScorePoint[] }) {
  const testId = `chart-${metric.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  if (points.length === 0) return <EmptyChart title={`${metric}, ${shots}-shot`} testId={testId} />;
  const bars = points.map((point) => ({
    label: point.label,
    value: point.score * 100,
    interval: point.interval
      ? [point.score * 100 - point.interval.low * 100, point.interval.high * 100 - point.score * 100]
      : [0, 0],
  }));
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid={testId}>
      <figcaption className="font-semibold text-slate-900">
        {metric} ×100 with its 95% interval, {shots}-shot
      </figcaption>
      <IntervalBarChart points={bars} metric={metric} />
    </figure>
  );
}
