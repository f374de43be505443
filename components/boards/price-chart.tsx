"use client";

// A shared board's score per entry against its API price, the Pareto frontier drawn; one line when no
// entry gives a price. Recharts loads on this page only; the table above holds the same prices and scores.
import dynamic from "next/dynamic";
import { EmptyChart } from "@/components/charts/empty-chart";
import { PriceFrontierNote } from "@/components/charts/price-frontier-note";
import type { PriceScorePoint } from "@/components/charts/price-score-chart";

const PriceScoreChart = dynamic(() => import("@/components/charts/price-score-chart"), { ssr: false });

export function PriceChart({ shots, metric, points }: { shots: 0 | 1; metric: string; points: PriceScorePoint[] }) {
  const title = `${metric} against API price, ${shots}-shot`;
  if (points.length === 0)
    return <EmptyChart title={title} why="no entry gives its API price yet." testId="chart-price" />;
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="chart-price">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <PriceScoreChart points={points} scoreLabel={metric} />
      <PriceFrontierNote points={points} />
    </figure>
  );
}
