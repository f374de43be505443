"use client";

// A board's ranked score (x100) against parameter count in billions, on a logarithmic axis.
import type { SizePoint } from "@/lib/boards/board-charts";
import { ScoreScatter } from "@/components/charts/score-scatter";

export default function SizeScoreScatter({ points, scoreLabel }: { points: SizePoint[]; scoreLabel: string }) {
  return (
    <ScoreScatter
      scoreLabel={scoreLabel}
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
