// QA's view: a run's accuracy with its interval and what did not match, its questions (the records),
// one question's truth beside the model's answer, the spot check's sample, and its board's figures.
import Link from "next/link";
import type { Route } from "next";
import { defineKindView } from "@/lib/benchmarks/kind-view";
import { showCount } from "@/lib/boards/shown-board";
import { formatPercent } from "@/lib/platform/percent";
import { DataTable } from "@/components/ui/data-table";
import { List, Section } from "@/components/ui/report-section";
import { OUTCOME_LABELS, readQaSummary, type QaPages } from "./server";

function Answer({ value }: { value: string | null }) {
  return value === null ? <span className="text-slate-400">not answered</span> : <span>{value}</span>;
}

export const qaView = defineKindView<QaPages>({
  recordNoun: "question",

  RunReport({ scoring, provenance }) {
    const summary = readQaSummary(scoring.summary);
    const report = (scoring.report ?? {}) as { unknownIds?: string[]; unknownCount?: number };
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Accuracy{" "}
          <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="qa-accuracy">
            {formatPercent(scoring.score)}
          </span>
          {scoring.scoreCiLow !== null && scoring.scoreCiHigh !== null && (
            <span className="ml-2 text-slate-500">
              95% interval {formatPercent(scoring.scoreCiLow)}–{formatPercent(scoring.scoreCiHigh)}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700">
          {summary.correct} of {summary.items} questions answered correctly ({summary.answered} answered).
        </p>
        {provenance}
        <div className="rounded-lg border border-slate-200 bg-white px-4 py-1">
          <Section title="Questions not answered" count={summary.items - summary.answered} />
          <Section title="Answers for no question" count={report.unknownCount ?? 0}>
            <List items={report.unknownIds ?? []} total={report.unknownCount ?? 0} />
          </Section>
        </div>
      </div>
    );
  },
  UploadHelp: () => (
    <p className="text-sm text-slate-600">
      One JSON object per shot setting, mapping each question&apos;s id to the model&apos;s answer:{" "}
      <code>{'{"q1": "Paris", "q2": "4"}'}</code>.
    </p>
  ),

  RecordsTable: ({ rows, recordHref }) => (
    <DataTable
      caption="Each question with the model's answer scored against it"
      testId="qa-records"
      boxed
      rows={rows}
      rowKey={(row) => String(row.position)}
      columns={[
        {
          key: "id",
          header: "Question",
          cell: (row) => (
            <Link className="text-brand-700 font-mono underline" href={recordHref(String(row.position)) as Route}>
              {row.id}
            </Link>
          ),
        },
        { key: "outcome", header: "Answer", cell: (row) => OUTCOME_LABELS[row.outcome] ?? row.outcome },
      ]}
    />
  ),
  RecordDetail: ({ detail: record }) => {
    return (
      <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="qa-record">
        <dt className="text-slate-500">Truth</dt>
        <dd>{record.truth}</dd>
        <dt className="text-slate-500">Answer</dt>
        <dd>
          <Answer value={record.answer} /> ({OUTCOME_LABELS[record.outcome] ?? record.outcome})
        </dd>
      </dl>
    );
  },
  recordTitle: (detail) => <span className="font-mono">{detail.id}</span>,

  spotCheck: {
    note: "The same questions every time for this submission, drawn at random from those answered.",
    caption: (shots) => `Sampled ${shots}-shot questions`,
    rowKey: (record) => String(record.position),
    columns: () => [
      { key: "id", header: "Question", className: "font-mono", cell: (row) => row.id },
      { key: "truth", header: "Truth", cell: (row) => row.truth },
      { key: "answer", header: "Answer", cell: (row) => <Answer value={row.answer} /> },
    ],
  },

  boardFigures: {
    columns: [{ key: "answered", title: "Answered", label: "Answered" }],
    show: (figures) => ({ answered: showCount(figures.answered, figures.items) }),
  },
});
