"use client";

// A horizontal bar chart of one subject's top entries (the subject's score x100).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartImage, listValues } from "@/components/charts/chart-image";
import type { TopEntry } from "@/lib/boards/board-charts";

export default function TopEntriesChart({ entries, scoreLabel }: { entries: TopEntry[]; scoreLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height={40 + entries.length * 32}>
      <BarChart
        {...chartImage(
          `${scoreLabel} ×100 of the top entries: ${listValues(entries.map((entry) => ({ label: entry.model, value: entry.score })))}`,
        )}
        data={entries}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} tickCount={6} fontSize={11} />
        <YAxis type="category" dataKey="model" width={110} fontSize={11} tickLine={false} />
        <Tooltip formatter={(value) => [Number(value).toFixed(1), scoreLabel]} />
        <Bar dataKey="score" fill="#2563eb" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
