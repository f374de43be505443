"use client";

// A horizontal bar per entry (F1 x100) with its bootstrap interval as an error bar.
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface F1Point {
  model: string;
  f1: number;
  /** Distances below and above f1 to the interval's ends. */
  interval: number[];
}

export default function F1IntervalChart({ points }: { points: F1Point[] }) {
  return (
    <ResponsiveContainer width="100%" height={40 + points.length * 34}>
      <BarChart data={points} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} tickCount={6} fontSize={11} />
        <YAxis type="category" dataKey="model" width={140} fontSize={11} tickLine={false} />
        <Tooltip formatter={(value) => [Number(value).toFixed(1), "F1"]} />
        <Bar dataKey="f1" fill="#2563eb" isAnimationActive={false}>
          <ErrorBar dataKey="interval" width={4} strokeWidth={1.5} stroke="#0f172a" direction="x" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
