import { DataTable } from "@/components/ui/data-table";
import type { BenchmarkOverview, SubjectOverview } from "@/lib/benchmarks/mrben/dataset/get-benchmark-overview";

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

type Counts = Omit<SubjectOverview, "key" | "label">;

function share(part: number, whole: number): string {
  return whole === 0 ? "–" : percent.format(part / whole);
}

const COLUMNS: Array<{ title: string; value: (counts: Counts) => string }> = [
  { title: "Questions", value: (counts) => number.format(counts.questions) },
  { title: "Solutions", value: (counts) => number.format(counts.solutions) },
  { title: "Correct", value: (counts) => number.format(counts.correct) },
  { title: "Incorrect", value: (counts) => number.format(counts.incorrect) },
  { title: "Share correct", value: (counts) => share(counts.correct, counts.solutions) },
];

export function BenchmarkSummary({ overview }: { overview: BenchmarkOverview }) {
  const { subjects, totals } = overview;
  return (
    <section aria-labelledby="benchmark-heading" className="space-y-4">
      <div>
        <h2 id="benchmark-heading" className="text-xl font-semibold text-slate-900">
          The benchmark
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {overview.name} version {overview.versionNumber}, imported {date.format(overview.importedAt)}:{" "}
          {number.format(totals.solutions)} solutions to {number.format(totals.questions)} questions in{" "}
          {subjects.length} subjects, of which {share(totals.correct, totals.solutions)} are correct.
        </p>
      </div>
      <DataTable
        caption="Questions and solutions per subject"
        boxed
        rows={subjects}
        rowKey={(subject) => subject.key}
        rowData={(subject) => ({ "data-subject": subject.key })}
        columns={[
          { key: "subject", header: "Subject", rowHeader: true, cell: (subject) => subject.label },
          ...COLUMNS.map((column) => ({
            key: column.title,
            header: column.title,
            numeric: true,
            cell: (subject: SubjectOverview) => column.value(subject),
          })),
        ]}
        footer={
          <tr>
            <th scope="row" className="px-2 py-1 text-left">
              All subjects
            </th>
            {COLUMNS.map((column) => (
              <td key={column.title} className="px-2 py-1 text-right tabular-nums">
                {column.value(totals)}
              </td>
            ))}
          </tr>
        }
      />
    </section>
  );
}
