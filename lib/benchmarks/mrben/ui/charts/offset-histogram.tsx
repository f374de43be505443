"use client";

// How far off the predicted first error steps are: records per offset (predicted minus true step),
// too early on the left, exact at 0, too late on the right.
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartImage } from "@/components/charts/chart-image";

export interface OffsetBar {
  label: string;
  records: number;
  kind: "early" | "exact" | "late";
}

const FILL = { early: "#d97706", exact: "#059669", late: "#2563eb" } as const;

export default function OffsetHistogram({ bars }: { bars: OffsetBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        {...chartImage(
          `Records by predicted minus true first error step: ${bars.map((bar) => `${bar.label}: ${bar.records}`).join(", ")}`,
        )}
        data={bars}
        margin={{ top: 4, right: 8, bottom: 4, left: -16 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis allowDecimals={false} fontSize={11} />
        <Tooltip formatter={(value) => [String(value), "records"]} />
        <Bar dataKey="records" isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.label} fill={FILL[bar.kind]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
