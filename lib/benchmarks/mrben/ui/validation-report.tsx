// What the scorer found in a file besides the scores: coverage, records it could not use,
// tampered ground truth, parse mismatches, the judge's verdicts and the official quirks.
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import type { Diagnostics } from "@/lib/benchmarks/mrben/mr-score";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { List, Section } from "@/components/ui/report-section";

const number = new Intl.NumberFormat("en-US");

type CoverageRow = [string, Diagnostics["coverage"][string]];

const COVERAGE_COLUMNS: DataColumn<CoverageRow>[] = [
  { key: "subject", header: "Subject", cell: ([subject]) => subjectLabel(subject) },
  {
    key: "items",
    header: "Items matched / benchmark items",
    numeric: true,
    cell: ([, coverage]) =>
      `${number.format(coverage.matchedItems)} / ${coverage.benchmarkItems === null ? "–" : number.format(coverage.benchmarkItems)}`,
  },
  {
    key: "records",
    header: "Records matched / records in the file",
    numeric: true,
    cell: ([, coverage]) => `${number.format(coverage.matchedRecords)} / ${number.format(coverage.recordsInFile)}`,
  },
];

const describe = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : String(value));

/** The members of the scorer's diagnostics this report reads; a stored report without them is not shown. */
export const DIAGNOSTICS_MEMBERS = [
  "coverage",
  "duplicates",
  "judgeModels",
  "missingSubjects",
  "officialScriptWouldFail",
  "parseMismatches",
  "quirks",
  "review",
  "truthMismatches",
  "unknownRecords",
  "verdicts",
] as const;

/** Whether a stored FileScoring.report holds the scorer's diagnostics (not an empty or foreign object). */
export function isDiagnostics(report: unknown): report is Diagnostics {
  if (report === null || typeof report !== "object") return false;
  const members = report as Record<string, unknown>;
  return DIAGNOSTICS_MEMBERS.every((member) => members[member] !== null && typeof members[member] === "object");
}

export function ValidationReport({ report }: { report: unknown }) {
  if (!isDiagnostics(report))
    return (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-700">
        No validation report is stored for this file.
      </p>
    );
  const quirks = report.quirks;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-1">
      <Section title="Coverage">
        <DataTable
          caption="Coverage per subject"
          columns={COVERAGE_COLUMNS}
          rows={Object.entries(report.coverage)}
          rowKey={([subject]) => subject}
        />
        {report.missingSubjects.length > 0 && (
          <p className="mt-2 text-amber-800">
            Subjects of the benchmark missing from the file: {report.missingSubjects.map(subjectLabel).join(", ")}.
          </p>
        )}
      </Section>
      <Section title="Records matching no benchmark item (not scored)" count={report.unknownRecords.total}>
        <List
          total={report.unknownRecords.total}
          items={report.unknownRecords.items.map(
            (record) =>
              `${record.subject}[${record.index}] ${record.questionUuid ?? "?"} / ${record.sampledModel ?? "?"}`,
          )}
        />
      </Section>
      <Section title="Duplicate records" count={report.duplicates.total}>
        <List
          total={report.duplicates.total}
          items={report.duplicates.items.map(
            (duplicate) => `${duplicate.subject}[${duplicate.index}] repeats [${duplicate.firstIndex}]`,
          )}
        />
      </Section>
      <Section title="Records whose ground truth differs from the benchmark's" count={report.truthMismatches.total}>
        {report.truthMismatches.total > 0 && (
          <p className="mb-1">
            Scores use the benchmark&apos;s truth; the uploaded values are ignored (tampering, or an older dataset).
          </p>
        )}
        <List
          total={report.truthMismatches.total}
          items={report.truthMismatches.items.map(
            (mismatch) =>
              `${mismatch.subject}[${mismatch.index}] ` +
              mismatch.fields
                .map((field) => `${field.field} ${describe(field.uploaded)} (benchmark ${describe(field.benchmark)})`)
                .join("; "),
          )}
        />
      </Section>
      <Section title="Parsed fields that differ from re-parsing the raw response" count={report.parseMismatches.total}>
        {report.parseMismatches.total > 0 && (
          <p className="mb-1">
            solution_correctness {report.parseMismatches.byField.solution_correctness}, first_error_step{" "}
            {report.parseMismatches.byField.first_error_step}, error_reason{" "}
            {report.parseMismatches.byField.error_reason}.
          </p>
        )}
        <List
          total={report.parseMismatches.total}
          items={report.parseMismatches.items.map(
            (mismatch) => `${mismatch.subject}[${mismatch.index}] ${mismatch.fields.join(", ")}`,
          )}
        />
      </Section>
      <Section title="Judge">
        <p>
          Judge model{report.judgeModels.length === 1 ? "" : "s"}:{" "}
          {report.judgeModels.length === 0
            ? "none named"
            : report.judgeModels.map((judge) => `${judge.model} (${number.format(judge.count)})`).join(", ")}
          .
        </p>
        <p className="mt-1">
          Verdicts: {number.format(report.verdicts.countedAsCorrect)} count as correct,{" "}
          {number.format(report.verdicts.notCountedAsCorrect)} do not
          {report.verdicts.malformed > 0 ? `, ${number.format(report.verdicts.malformed)} malformed` : ""}.{" "}
          {number.format(report.review.needingVerdict)} records needed a verdict; the score read{" "}
          {number.format(report.review.readByScoring)}.
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5">
          {report.verdicts.values.slice(0, 20).map((verdict) => (
            <li key={verdict.value}>
              <span className="font-mono">{JSON.stringify(verdict.value)}</span> {number.format(verdict.count)}
              {verdict.countsAsCorrect ? " ✓" : ""}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Official quirks that changed a score"
        count={
          quirks.bareDigitStep + quirks.stepAbove29 + quirks.incorrectVerdictCredited + quirks.codingFallThroughCredit
        }
      >
        <p>
          Bare-digit steps {quirks.bareDigitStep}, steps 30 and above {quirks.stepAbove29}, &ldquo;Incorrect&rdquo;
          verdicts credited {quirks.incorrectVerdictCredited}, coding fall-through credit{" "}
          {quirks.codingFallThroughCredit} (empty truth step {quirks.codingEmptyTruthStep}). These reproduce the
          official script; see the scoring documentation.
        </p>
      </Section>
      {report.officialScriptWouldFail.length > 0 && (
        <Section
          title="Where the official script would stop (division by zero)"
          count={report.officialScriptWouldFail.length}
        >
          <List
            total={report.officialScriptWouldFail.length}
            items={report.officialScriptWouldFail.map(
              (failure) => `${subjectLabel(failure.subject)}: ${failure.reasons.join("; ")}`,
            )}
          />
        </Section>
      )}
    </div>
  );
}
