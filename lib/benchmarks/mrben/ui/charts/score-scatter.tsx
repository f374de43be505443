"use client";

// Mean MR-Score (x100) against a quantity on a logarithmic axis (size, price), one colour per series;
// a series may be joined by a line (a frontier).
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import { chartImage } from "@/components/charts/chart-image";

export interface ScatterSeries<P> {
  name: string;
  points: P[];
  fill: string;
  /** Join the points (in the order given) with a line of the series' colour. */
  joined?: boolean;
}

export function ScoreScatter<P extends { score: number }>({
  series,
  x,
  xName,
  xLabel,
  decimals = 1,
}: {
  series: ScatterSeries<P>[];
  /** The points' field on the horizontal axis. */
  x: string;
  xName: string;
  xLabel: string;
  /** Decimals the tooltip shows. */
  decimals?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ScatterChart
        {...chartImage(
          `Mean MR-Score against ${xLabel}: ${series.map((one) => `${one.name}, ${one.points.length} entries`).join("; ")}`,
        )}
        margin={{ top: 8, right: 16, bottom: 24, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey={x}
          name={xName}
          scale="log"
          domain={["auto", "auto"]}
          fontSize={11}
          label={{ value: xLabel, position: "insideBottom", offset: -12, fontSize: 11 }}
        />
        <YAxis
          type="number"
          dataKey="score"
          name="Mean MR-Score"
          domain={[0, 100]}
          fontSize={11}
          label={{ value: "Mean MR-Score", angle: -90, position: "insideLeft", offset: 12, fontSize: 11 }}
        />
        <Tooltip formatter={(value, name) => [Number(value).toFixed(decimals), name]} labelFormatter={() => ""} />
        {series.map((one) => (
          <Scatter
            key={one.name}
            name={one.name}
            data={one.points}
            fill={one.fill}
            isAnimationActive={false}
            {...(one.joined ? { line: { stroke: one.fill, strokeWidth: 2 }, lineType: "joint" as const } : {})}
          />
        ))}
      </ScatterChart>
    </ResponsiveContainer>
  );
}
