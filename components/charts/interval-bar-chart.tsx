"use client";

// A horizontal bar per row (a score x100) with its bootstrap interval as an error bar: an
// extraction board's F1 per entry, a file's MR-Score per difficulty level or solution source.
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartImage, listValues } from "./chart-image";

export interface IntervalPoint {
  label: string;
  value: number;
  /** Distances below and above value to the interval's ends. */
  interval: number[];
}

export default function IntervalBarChart({ points, metric }: { points: IntervalPoint[]; metric: string }) {
  return (
    <ResponsiveContainer width="100%" height={40 + points.length * 34}>
      <BarChart
        {...chartImage(`${metric} ×100: ${listValues(points)}`)}
        data={points}
        layout="vertical"
        margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} tickCount={6} fontSize={11} />
        <YAxis type="category" dataKey="label" width={140} fontSize={11} tickLine={false} />
        <Tooltip formatter={(value) => [Number(value).toFixed(1), metric]} />
        <Bar dataKey="value" fill="#2563eb" isAnimationActive={false}>
          <ErrorBar dataKey="interval" width={4} strokeWidth={1.5} stroke="#0f172a" direction="x" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
