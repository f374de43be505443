"use client";

// A board's score (x100) against a quantity on a logarithmic axis (size, price), one colour per series;
// a series may be joined by a line (a frontier). Its summary names the points of each series, or for a
// long one its count and highest scores.
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import { chartImage } from "./chart-image";

/** A series with more points than this is summarized (its count and highest scores), not listed. */
const MAX_LISTED_POINTS = 8;
const HIGHEST_LISTED = 3;

export interface ScatterPoint {
  model: string;
  /** The score x100. */
  score: number;
}

export interface ScatterSeries<P> {
  name: string;
  points: P[];
  fill: string;
  /** Join the points (in the order given) with a line of the series' colour. */
  joined?: boolean;
}

/** Each series' points ("A 45.1 at 70.0"), or for a long series its count and highest scores. */
export function describeSeries<P extends ScatterPoint>(
  series: Pick<ScatterSeries<P>, "name" | "points">[],
  x: keyof P & string,
  decimals: number,
): string {
  const pointText = (point: P) => `${point.model} ${point.score.toFixed(1)} at ${Number(point[x]).toFixed(decimals)}`;
  return series
    .map((one) => {
      if (one.points.length === 0) return `${one.name}: none`;
      if (one.points.length <= MAX_LISTED_POINTS) return `${one.name}: ${one.points.map(pointText).join(", ")}`;
      // A long list read aloud helps nobody: the table beside the chart has every entry.
      const best = [...one.points].sort((a, b) => b.score - a.score).slice(0, HIGHEST_LISTED);
      return `${one.name}: ${one.points.length} entries, the highest ${best.map(pointText).join(", ")}`;
    })
    .join("; ");
}

export function ScoreScatter<P extends ScatterPoint>({
  series,
  scoreLabel,
  x,
  xName,
  xLabel,
  decimals = 1,
}: {
  series: ScatterSeries<P>[];
  /** The score's name on the vertical axis: "Mean MR-Score", "F1". */
  scoreLabel: string;
  /** The points' numeric field on the horizontal axis. */
  x: keyof P & string;
  xName: string;
  xLabel: string;
  /** Decimals the tooltip and the summary give the horizontal quantity. */
  decimals?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ScatterChart
        {...chartImage(`${scoreLabel} against ${xLabel}: ${describeSeries(series, x, decimals)}`)}
        margin={{ top: 8, right: 16, bottom: 24, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          type="number"
          dataKey={x as string}
          name={xName}
          scale="log"
          domain={["auto", "auto"]}
          fontSize={11}
          label={{ value: xLabel, position: "insideBottom", offset: -12, fontSize: 11 }}
        />
        <YAxis
          type="number"
          dataKey="score"
          name={scoreLabel}
          domain={[0, 100]}
          fontSize={11}
          label={{ value: scoreLabel, angle: -90, position: "insideLeft", offset: 12, fontSize: 11 }}
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
