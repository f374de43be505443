"use client";

// The analyses' charts, loaded on the pages that show them only; the tables beside them hold the
// same numbers for screen readers.
import dynamic from "next/dynamic";
import type { OffsetBucket } from "@/lib/benchmarks/mrben/analyses/offset-buckets";
import type { IntervalPoint } from "@/components/charts/interval-bar-chart";
import { EmptyChart } from "@/components/charts/empty-chart";

const IntervalBarChart = dynamic(() => import("@/components/charts/interval-bar-chart"), { ssr: false });
const OffsetHistogram = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/offset-histogram"), { ssr: false });

export function GroupScoreChart({ title, points, testId }: { title: string; points: IntervalPoint[]; testId: string }) {
  if (points.length === 0) return <EmptyChart title={title} testId={testId} why="nothing to chart." />;
  return (
    <figure className="space-y-2" data-testid={testId}>
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <IntervalBarChart points={points} metric="MR-Score" />
    </figure>
  );
}

export function StepOffsetChart({ buckets }: { buckets: OffsetBucket[] }) {
  if (buckets.every((bucket) => bucket.records === 0))
    return (
      <EmptyChart
        title="Predicted minus true first error step"
        testId="chart-step-offsets"
        why="no record with both steps to chart."
      />
    );
  return (
    <figure className="space-y-2" data-testid="chart-step-offsets">
      <figcaption className="text-sm font-medium text-slate-700">
        Predicted minus true first error step (records): too early in amber, exact in green, too late in blue
      </figcaption>
      <OffsetHistogram bars={buckets} />
    </figure>
  );
}
