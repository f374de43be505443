"use client";

// Mean MR-Score (x100) against parameter count in billions, on a logarithmic axis.
import type { SizePoint } from "@/lib/benchmarks/mrben/board/board-charts";
import { ScoreScatter } from "@/components/charts/score-scatter";

export default function SizeScoreScatter({ points }: { points: SizePoint[] }) {
  return (
    <ScoreScatter
      scoreLabel="Mean MR-Score"
      x="billions"
      xName="Parameters (B)"
      xLabel="Parameters (billions, log scale)"
      series={[
        { name: "Open weights", points: points.filter((point) => point.openWeights), fill: "#2563eb" },
        { name: "Closed weights", points: points.filter((point) => !point.openWeights), fill: "#f97316" },
      ]}
    />
  );
}
