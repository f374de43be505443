// Every board model's analyses side by side: a table per breakdown (the numbers) and a grouped
// bar chart of the same (its table named as its description).
import Link from "next/link";
import type { Route } from "next";
import type { ReactNode } from "react";
import { GroupedBarChart } from "@/components/charts/grouped-bar-chart";
import { DataTable } from "@/components/ui/data-table";
import type { BoardAnalyses, BoardAnalysesEntry } from "@/lib/benchmarks/mrben/analyses/board-analyses";
import { formatPercent, type GroupScore } from "@/lib/benchmarks/mrben/mr-score";

const POSITIONS = ["early", "middle", "late"] as const;

const optional = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : formatPercent(value);

function withInterval(group: GroupScore | undefined): ReactNode {
  if (!group) return "–";
  return (
    <>
      {formatPercent(group.mr_score)}
      {group.interval && (
        <span className="ml-1 text-xs text-slate-500">
          [{formatPercent(group.interval.low)}, {formatPercent(group.interval.high)}]
        </span>
      )}
    </>
  );
}

function Table({
  id,
  caption,
  columns,
  entries,
  cells,
}: {
  id: string;
  caption: string;
  columns: string[];
  entries: BoardAnalysesEntry[];
  cells: (entry: BoardAnalysesEntry) => ReactNode[];
}) {
  return (
    <DataTable
      id={id}
      testId={id}
      caption={caption}
      captionVisible
      rows={entries}
      rowKey={(entry) => entry.slug}
      columns={[
        {
          key: "model",
          header: "Model",
          rowHeader: true,
          cell: (entry) => (
            <Link href={`/models/${entry.slug}` as Route} className="text-brand-700 hover:underline">
              {entry.modelName}
            </Link>
          ),
        },
        ...columns.map((column, index) => ({
          key: column,
          header: column,
          numeric: true,
          cell: (entry: BoardAnalysesEntry) => cells(entry)[index],
        })),
      ]}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function AcrossModels({ board }: { board: BoardAnalyses }) {
  const { entries, shots } = board;
  const sources = [...new Set(entries.flatMap((entry) => Object.keys(entry.analyses.bySampledModel)))].sort();
  return (
    <div className="space-y-6">
      <Section title="By difficulty">
        <Table
          id="across-difficulty"
          caption={`MR-Score of high-school and college items (pooled), ${shots}-shot, with 95% intervals`}
          columns={["High school", "College", "College − high school"]}
          entries={entries}
          cells={({ analyses: { byDifficulty } }) => [
            withInterval(byDifficulty.high_school),
            withInterval(byDifficulty.college),
            byDifficulty.high_school && byDifficulty.college
              ? formatPercent(byDifficulty.college.mr_score - byDifficulty.high_school.mr_score)
              : "–",
          ]}
        />
        <GroupedBarChart
          title={`MR-Score by difficulty, ${shots}-shot (percent)`}
          describedBy="across-difficulty"
          testId="chart-across-difficulty"
          series={["High school", "College"]}
          groups={entries.map((entry) => ({
            label: entry.modelName,
            values: {
              "High school": entry.analyses.byDifficulty.high_school?.mr_score ?? null,
              College: entry.analyses.byDifficulty.college?.mr_score ?? null,
            },
          }))}
        />
      </Section>
      <Section title="By the model that wrote the solution">
        <Table
          id="across-sources"
          caption={`MR-Score on the solutions each model wrote (Sampled_Model), ${shots}-shot, with 95% intervals`}
          columns={sources}
          entries={entries}
          cells={({ analyses }) => sources.map((source) => withInterval(analyses.bySampledModel[source]))}
        />
        <GroupedBarChart
          title={`MR-Score by solution source, ${shots}-shot (percent)`}
          describedBy="across-sources"
          testId="chart-across-sources"
          series={sources}
          groups={entries.map((entry) => ({
            label: entry.modelName,
            values: Object.fromEntries(
              sources.map((source) => [source, entry.analyses.bySampledModel[source]?.mr_score ?? null]),
            ),
          }))}
        />
      </Section>
      <Section title="By where the first error is">
        <Table
          id="across-positions"
          caption={`ACC_step and ACC_reason of incorrect solutions by the position of their first error, ${shots}-shot`}
          columns={[...POSITIONS.map((p) => `${p} step`), ...POSITIONS.map((p) => `${p} reason`)]}
          entries={entries}
          cells={({ analyses: { byErrorPosition } }) => [
            ...POSITIONS.map((position) => optional(byErrorPosition[position]?.acc_step)),
            ...POSITIONS.map((position) => optional(byErrorPosition[position]?.acc_reason)),
          ]}
        />
        <GroupedBarChart
          title={`ACC_step by first-error position, ${shots}-shot (percent)`}
          describedBy="across-positions"
          testId="chart-across-positions"
          series={["early", "middle", "late"]}
          groups={entries.map((entry) => ({
            label: entry.modelName,
            values: Object.fromEntries(
              POSITIONS.map((position) => [position, entry.analyses.byErrorPosition[position]?.acc_step ?? null]),
            ),
          }))}
        />
      </Section>
      <Section title="Flagging incorrect solutions">
        <Table
          id="across-flag"
          caption={`The correctness flag as a detector of incorrect solutions, ${shots}-shot`}
          columns={["Precision", "Recall", "F1", "MCC", "Neither correct nor incorrect"]}
          entries={entries}
          cells={({ analyses: { flag } }) => [
            optional(flag.precision),
            optional(flag.recall),
            optional(flag.f1),
            formatPercent(flag.mcc),
            String(flag.confusion.correct.other + flag.confusion.incorrect.other),
          ]}
        />
      </Section>
      <Section title="How far off the predicted first error step is">
        <Table
          id="across-steps"
          caption={`Incorrect solutions flagged incorrect, by predicted minus true first error step, ${shots}-shot`}
          columns={["Exact", "Too early", "Too late", "Unreadable", "Mean miss (steps)"]}
          entries={entries}
          cells={({ analyses: { stepOffsets } }) => [
            String(stepOffsets.exact),
            String(stepOffsets.tooEarly),
            String(stepOffsets.tooLate),
            String(stepOffsets.unreadable),
            stepOffsets.meanAbsoluteMiss === null ? "–" : stepOffsets.meanAbsoluteMiss.toFixed(2),
          ]}
        />
      </Section>
    </div>
  );
}
