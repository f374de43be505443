"use client";

// Mean MR-Score (x100) against the blended API price on a logarithmic axis, with the Pareto frontier
// (the entries no cheaper one beats) drawn as a line through its points.
import type { PricePoint } from "@/lib/benchmarks/mrben/board/board-charts";
import { ScoreScatter } from "./score-scatter";

export default function PriceScoreChart({ points }: { points: PricePoint[] }) {
  return (
    <ScoreScatter
      x="price"
      xName="Price (USD per million tokens)"
      xLabel="USD per million tokens (3:1 input:output, log scale)"
      decimals={2}
      series={[
        { name: "Other entries", points: points.filter((point) => !point.frontier), fill: "#94a3b8" },
        { name: "Pareto frontier", points: points.filter((point) => point.frontier), fill: "#2563eb", joined: true },
      ]}
    />
  );
}
