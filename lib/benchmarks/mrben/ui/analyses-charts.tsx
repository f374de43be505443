"use client";

// The analyses' charts, loaded on the pages that show them only; the tables beside them hold the
// same numbers for screen readers.
import dynamic from "next/dynamic";
import type { OffsetBucket } from "@/lib/benchmarks/mrben/analyses/offset-buckets";
import type { IntervalPoint } from "@/components/charts/interval-bar-chart";

const IntervalBarChart = dynamic(() => import("@/components/charts/interval-bar-chart"), { ssr: false });
const OffsetHistogram = dynamic(() => import("@/lib/benchmarks/mrben/ui/charts/offset-histogram"), { ssr: false });

export function GroupScoreChart({ title, points, testId }: { title: string; points: IntervalPoint[]; testId: string }) {
  return (
    <figure className="space-y-2" data-testid={testId}>
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <IntervalBarChart points={points} metric="MR-Score" />
    </figure>
  );
}

export function StepOffsetChart({ buckets }: { buckets: OffsetBucket[] }) {
  return (
    <figure className="space-y-2" data-testid="chart-step-offsets">
      <figcaption className="text-sm font-medium text-slate-700">
        Predicted minus true first error step (records): too early in amber, exact in green, too late in blue
      </figcaption>
      <OffsetHistogram bars={buckets} />
    </figure>
  );
}
