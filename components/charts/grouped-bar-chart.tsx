"use client";
// Bars grouped by category (a subject), one bar per series (a metric or a model), values in
// percent. The figure names the table that holds the same numbers.
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { seriesColor } from "./chart-colors";
import { chartImage } from "./chart-image";
import { EmptyChart } from "./empty-chart";

export type BarGroup = { label: string; values: Record<string, number | null> };

export function GroupedBarChart({
  groups,
  series,
  title,
  describedBy,
  testId,
}: {
  groups: BarGroup[];
  series: string[];
  title: string;
  describedBy: string;
  testId?: string;
}) {
  if (groups.every((group) => series.every((name) => group.values[name] === null || group.values[name] === undefined)))
    return <EmptyChart title={title} testId={testId} />;
  const data = groups.map((group) => ({
    label: group.label,
    // Index keys: Recharts reads a dataKey with dots ("Llama-3.1") as a path.
    ...Object.fromEntries(series.map((name, index) => [`s${index}`, percent(group.values[name])])),
  }));
  return (
    <figure aria-describedby={describedBy} data-testid={testId} className="w-full">
      <figcaption className="mb-2 text-sm font-medium text-slate-700">{title}</figcaption>
      <BarChart
        {...chartImage(`${title}; the numbers are in the table`)}
        responsive
        data={data}
        style={{ width: "100%", height: 300 }}
        margin={{ left: -20, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
        <YAxis domain={[(min: number) => Math.min(0, Math.floor(min)), 100]} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(value) => (typeof value === "number" ? value.toFixed(1) : String(value))} />
        <Legend />
        {series.map((name, index) => (
          <Bar key={name} dataKey={`s${index}`} name={name} fill={seriesColor(index)} isAnimationActive={false} />
        ))}
      </BarChart>
    </figure>
  );
}

function percent(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 1000) / 10;
}
