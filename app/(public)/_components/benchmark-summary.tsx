import type { BenchmarkOverview, SubjectOverview } from "@/lib/benchmark/get-benchmark-overview";

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

function CountCells({ counts }: { counts: Counts }) {
  return COLUMNS.map((column) => (
    <td key={column.title} className="px-3 py-2 text-right tabular-nums">
      {column.value(counts)}
    </td>
  ));
}

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
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Questions and solutions per subject</caption>
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Subject
              </th>
              {COLUMNS.map((column) => (
                <th key={column.title} scope="col" className="px-3 py-2 text-right">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {subjects.map((subject) => (
              <tr key={subject.key} data-subject={subject.key}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {subject.label}
                </th>
                <CountCells counts={subject} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-medium">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                All subjects
              </th>
              <CountCells counts={totals} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
