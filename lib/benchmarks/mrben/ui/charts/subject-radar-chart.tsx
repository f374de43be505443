"use client";
// MR-Score across subjects as a radar, one polygon per series (0-shot, 1-shot). The numbers are
// in the table the figure points to with aria-describedby.
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from "recharts";
import { seriesColor } from "../../../../../components/charts/chart-colors";
import { chartImage } from "../../../../../components/charts/chart-image";
import { EmptyChart } from "../../../../../components/charts/empty-chart";

export type RadarSeries = { name: string; values: Record<string, number | null> };

export function SubjectRadarChart({
  subjects,
  series,
  title,
  describedBy,
}: {
  subjects: Array<{ key: string; label: string }>;
  series: RadarSeries[];
  title: string;
  describedBy: string;
}) {
  if (series.every((one) => subjects.every((subject) => percent(one.values[subject.key]) === null)))
    return <EmptyChart title={title} testId="radar-chart" />;
  const data = subjects.map((subject) => ({
    subject: subject.label,
    // Index keys: Recharts reads a dataKey with dots as a path.
    ...Object.fromEntries(series.map((one, index) => [`s${index}`, percent(one.values[subject.key])])),
  }));
  return (
    <figure aria-describedby={describedBy} data-testid="radar-chart" className="w-full">
      <figcaption className="mb-2 text-sm font-medium text-slate-700">{title}</figcaption>
      <RadarChart
        {...chartImage(`${title}; the numbers are in the table`)}
        responsive
        data={data}
        outerRadius="70%"
        style={{ width: "100%", maxWidth: 520, height: 340 }}
      >
        <PolarGrid />
        <PolarAngleAxis dataKey="subject" tick={{ fontSize: 12 }} />
        <PolarRadiusAxis angle={90} domain={[0, 100]} tick={{ fontSize: 10 }} />
        {series.map((one, index) => (
          <Radar
            key={one.name}
            name={one.name}
            dataKey={`s${index}`}
            stroke={seriesColor(index)}
            fill={seriesColor(index)}
            fillOpacity={0.15}
            strokeDasharray={index === 1 ? "5 3" : undefined}
            isAnimationActive={false}
          />
        ))}
        <Legend />
        <Tooltip formatter={(value) => (typeof value === "number" ? value.toFixed(1) : String(value))} />
      </RadarChart>
    </figure>
  );
}

function percent(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 1000) / 10;
}
