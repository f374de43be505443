// A scored file's analyses (the MR-Ben paper's breakdowns): MR-Score by difficulty level and by
// the model that wrote the judged solution, step and reason accuracy by where the first error
// lies, the correctness flag as a detector of incorrect solutions, and how far off the
// predicted steps are. Tables hold every number; the charts draw the same.
import type { ReactNode } from "react";
import { offsetBuckets } from "@/lib/benchmarks/mrben/analyses/offset-buckets";
import { formatPercent, type FileAnalyses, type GroupScore } from "@/lib/benchmarks/mrben/mr-score";
import { GroupScoreChart, StepOffsetChart } from "./analyses-charts";
import { GroupTable } from "./group-table";
import { FlagTable } from "./flag-table";

const LEVEL_LABELS: Record<string, string> = {
  high_school: "High-school items",
  college: "College items",
  none: "No level (coding)",
};
const POSITION_LABELS: Record<string, string> = {
  early: "Early (first third of the steps)",
  middle: "Middle third",
  late: "Late (last third)",
  unknown: "No numbered step (coding)",
};
const POSITION_ORDER = ["early", "middle", "late", "unknown"];

function points(groups: [string, GroupScore][], labels?: Record<string, string>) {
  return groups.map(([key, group]) => ({
    label: labels?.[key] ?? key,
    value: group.mr_score * 100,
    interval: group.interval
      ? [(group.mr_score - group.interval.low) * 100, (group.interval.high - group.mr_score) * 100]
      : [0, 0],
  }));
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h4 className="font-medium text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

export function AnalysesPanel({
  shots,
  analyses,
  pending,
  title = "Analyses",
}: {
  shots: 0 | 1;
  title?: string;
  analyses: FileAnalyses | null;
  /** Shown while the background worker has not computed them yet (with a refresher). */
  pending?: ReactNode;
}) {
  if (!analyses)
    return (
      <section className="space-y-2" data-testid={`analyses-${shots}`}>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">The analyses of this file are being computed. {pending}</p>
      </section>
    );
  const difficulty = Object.entries(analyses.byDifficulty) as [string, GroupScore][];
  const sources = Object.entries(analyses.bySampledModel);
  const positions = (Object.entries(analyses.byErrorPosition) as [string, GroupScore][]).sort(
    ([a], [b]) => POSITION_ORDER.indexOf(a) - POSITION_ORDER.indexOf(b),
  );
  const offsets = analyses.stepOffsets;
  return (
    <section className="space-y-4" data-testid={`analyses-${shots}`} aria-labelledby={`analyses-heading-${shots}`}>
      <h3 id={`analyses-heading-${shots}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-600">
        A group pools its records as one subject would (the official MR-Score is the mean of the subjects&apos;), with a
        bootstrap 95% interval. &ldquo;Incorrect flagged&rdquo; is the share of the group&apos;s incorrect solutions the
        model called incorrect.
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Block title="By difficulty">
          <GroupTable
            caption="MR-Score by difficulty level"
            groups={difficulty}
            labels={LEVEL_LABELS}
            testId="analyses-difficulty"
          />
          <GroupScoreChart
            title="MR-Score ×100 by difficulty"
            points={points(difficulty, LEVEL_LABELS)}
            testId="chart-difficulty"
          />
        </Block>
        <Block title="By the model that wrote the solution">
          <GroupTable
            caption="MR-Score by solution source (Sampled_Model)"
            groups={sources}
            testId="analyses-sources"
          />
          <GroupScoreChart title="MR-Score ×100 by solution source" points={points(sources)} testId="chart-sources" />
        </Block>
        <Block title="By where the first error is">
          <GroupTable
            caption="Incorrect solutions by the position of their first error step"
            groups={positions}
            labels={POSITION_LABELS}
            testId="analyses-positions"
            mrScore={false}
          />
        </Block>
        <Block title="Flagging incorrect solutions">
          <FlagTable flag={analyses.flag} />
        </Block>
        <Block title="How far off the predicted first error step is">
          <p className="text-sm text-slate-700" data-testid="step-offsets-summary">
            Of {offsets.considered} incorrect solutions flagged incorrect with a numbered true step: {offsets.exact}{" "}
            exact, {offsets.tooEarly} too early, {offsets.tooLate} too late, {offsets.unreadable} without a readable
            step
            {offsets.meanAbsoluteMiss === null
              ? ""
              : `; wrong ones miss by ${offsets.meanAbsoluteMiss.toFixed(2)} steps on average`}
            .
          </p>
          <StepOffsetChart buckets={offsetBuckets(offsets.histogram)} />
        </Block>
      </div>
      <p className="text-xs text-slate-500">
        Exact step counts here use the judge stage&apos;s reading (trimmed digits); scoring&apos;s own rule gives no
        step credit to an untrimmed bare number, so ACC_step can be lower than the exact share. Precision, recall and F1
        treat incorrect solutions as the positive class; {formatPercent(analyses.flag.mcc)} is the official MCC of the
        same answers.
      </p>
    </section>
  );
}
