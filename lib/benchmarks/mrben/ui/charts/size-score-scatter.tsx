"use client";

// Mean MR-Score (x100) against parameter count in billions, on a logarithmic axis.
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import type { SizePoint } from "@/lib/benchmarks/mrben/board/board-charts";

export default function SizeScoreScatter({ points }: { points: SizePoint[] }) {
  const open = points.filter((point) => point.openWeights);
  const closed = points.filter((point) => !point.openWeights);
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ScatterChart margin={{ top: 8, right: 16, bottom: 24, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey="billions"
          name="Parameters (B)"
          scale="log"
          domain={["auto", "auto"]}
          fontSize={11}
          label={{ value: "Parameters (billions, log scale)", position: "insideBottom", offset: -12, fontSize: 11 }}
        />
        <YAxis
          type="number"
          dataKey="score"
          name="Mean MR-Score"
          domain={[0, 100]}
          fontSize={11}
          label={{ value: "Mean MR-Score", angle: -90, position: "insideLeft", offset: 12, fontSize: 11 }}
        />
        <Tooltip formatter={(value, name) => [Number(value).toFixed(1), name]} labelFormatter={() => ""} />
        <Scatter name="Open weights" data={open} fill="#2563eb" isAnimationActive={false} />
        <Scatter name="Closed weights" data={closed} fill="#f97316" isAnimationActive={false} />
      </ScatterChart>
    </ResponsiveContainer>
  );
}
