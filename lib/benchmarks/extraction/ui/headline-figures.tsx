// An extraction scoring's headline, F1 with recall and precision and their 95% intervals, and the
// pieces the run report builds its other figures from.
import type { ReactNode } from "react";
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRunReport, Figure } from "@/lib/benchmarks/extraction/run-report";

export function FigureValue({ figure, testId }: { figure: Figure; testId?: string }) {
  return (
    <>
      <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {formatPercent(figure.value)}
      </span>
      <span className="block text-xs text-slate-600">
        {figure.interval
          ? `95% interval ${formatPercent(figure.interval.low)}–${formatPercent(figure.interval.high)}`
          : "no interval"}
      </span>
    </>
  );
}

export function Term({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs uppercase tracking-wide text-slate-600">{title}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** F1, recall and precision with their intervals, as a public entry's page opens. */
export function ExtractionHeadline({ report }: { report: ExtractionRunReport }) {
  return (
    <dl
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3"
      data-testid="extraction-headline"
    >
      <Term title="F1">
        <FigureValue figure={report.f1} testId="headline-f1" />
      </Term>
      <Term title="Recall">
        <FigureValue figure={report.recall} testId="headline-recall" />
      </Term>
      <Term title="Precision">
        <FigureValue figure={report.precision} testId="headline-precision" />
      </Term>
    </dl>
  );
}
