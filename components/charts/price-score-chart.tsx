"use client";

// A board's score (x100) against the blended API price on a logarithmic axis, with the Pareto frontier
// (the entries no cheaper one beats) drawn as a line through its points, cheapest first.
import { ScoreScatter, type ScatterPoint } from "./score-scatter";

export interface PriceScorePoint extends ScatterPoint {
  /** Blended USD per million tokens (3 input : 1 output). */
  price: number;
  frontier: boolean;
}

export default function PriceScoreChart({ points, scoreLabel }: { points: PriceScorePoint[]; scoreLabel: string }) {
  return (
    <ScoreScatter
      scoreLabel={scoreLabel}
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
