// What the extraction scorer found in a predictions file besides the scores: what parsed, what
// was missing or unknown, what matching changed, how lists and fields were compared, what
// normalization changed, the reference's quirks, and the file's own references that differ from
// the benchmark's.
import type { ExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { List, Section } from "@/components/ui/report-section";

const number = new Intl.NumberFormat("en-US");

/** `threshold 0.8, relative 0.01`: a rule's options as the benchmark gave them. */
function describeOptions(options: Record<string, unknown>): string {
  return Object.entries(options)
    .map(([name, value]) => `${name} ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

export function ExtractionDiagnosticsReport({ report }: { report: ExtractionRunReport }) {
  const { diagnostics, submittedReferences, matching } = report;
  const { unparseable, missing, unknownIds, normalization, quirks } = diagnostics;
  const changed = Object.entries(normalization.changedValues);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-1" data-testid="extraction-diagnostics">
      <Section title="Predictions parsed">
        <p>
          {number.format(diagnostics.parsed)} of {number.format(diagnostics.predictions)} predictions in the file hold a
          JSON object (read from the first &ldquo;{"{"}&rdquo; to the last &ldquo;{"}"}&rdquo;).
        </p>
      </Section>
      <Section title="Unparseable predictions (scored 0)" count={unparseable.total}>
        {unparseable.total > 0 && (
          <p className="mb-1">
            No JSON object: {number.format(unparseable.noObject)}; not valid JSON:{" "}
            {number.format(unparseable.invalidJson)}. The first references they are for:
          </p>
        )}
        <List items={unparseable.referenceIds} total={unparseable.total} />
      </Section>
      <Section title="References without a prediction (scored 0)" count={missing.total}>
        <List items={missing.referenceIds} total={missing.total} />
      </Section>
      <Section title="Predictions whose id is no reference's (ignored)" count={unknownIds.total}>
        <List items={unknownIds.ids} total={unknownIds.total} />
      </Section>
      <Section
        title="Predictions beyond the references, aligned by position (ignored)"
        count={diagnostics.extraPredictions}
      />
      <Section title="Records whose prediction matching moved" count={diagnostics.moved}>
        <p>
          Matching: {matching}.{" "}
          {matching === "optimal"
            ? "Predictions are assigned to references to maximize the correct values; never below the aligned score."
            : "Predictions are aligned by id, or by position when the file gives no ids."}
        </p>
      </Section>
      <Section title="Lists">
        <p data-testid="extraction-lists">
          {report.lists === "matched"
            ? "matched: the items of two lists are paired one to one by the pairing with the most correct values (Hungarian), so no truth value counts twice."
            : "book: every object of the truth's list is compared with every object of the prediction's (the book's cross product, kept for parity); lists of plain values earn nothing."}
        </p>
      </Section>
      <Section title="Field rules" count={report.fieldRules.length > 0 ? report.fieldRules.length : undefined}>
        {report.fieldRules.length === 0 ? (
          <p>None: every field is compared exactly (after normalization).</p>
        ) : (
          <>
            <p className="mb-1">The first pattern that matches a field path decides how its values compare:</p>
            <ul className="list-disc space-y-0.5 pl-5" data-testid="extraction-field-rules">
              {report.fieldRules.map((rule, index) => (
                <li key={index}>
                  <code>{rule.pattern}</code>: {rule.rule}
                  {Object.keys(rule.options).length > 0 && (
                    <span className="text-slate-500"> ({describeOptions(rule.options)})</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section title="Normalization">
        {report.normalizationRules.length === 0 ? (
          <p>{report.normalization}: values are compared as they are, as the reference scorer compares them.</p>
        ) : (
          <p>
            {report.normalization} (rules: {report.normalizationRules.join(", ")}). Values changed:{" "}
            {changed.length > 0 ? changed.map(([rule, count]) => `${rule} ${number.format(count)}`).join(", ") : "none"}
            . It raised {number.format(normalization.recordsGained)} record(s) by{" "}
            {number.format(normalization.itemsGained)} correct value(s) in all.
          </p>
        )}
      </Section>
      <Section
        title="Submitted references that differ from the benchmark's"
        count={submittedReferences.given > 0 ? submittedReferences.differing : undefined}
      >
        {submittedReferences.given === 0 ? (
          <p>The file carries no references of its own.</p>
        ) : (
          <>
            <p className="mb-1">
              The file carries {number.format(submittedReferences.given)} references (the book&apos;s layout). Scores
              use the benchmark&apos;s references; the file&apos;s are only compared with them
              {submittedReferences.differing > 0 ? " (tampering, or an older dataset)" : ""}.
            </p>
            <List
              total={submittedReferences.differing}
              items={submittedReferences.listed.map(
                ({ position, referenceId }) => `position ${position}${referenceId ? ` (${referenceId})` : ""}`,
              )}
            />
          </>
        )}
      </Section>
      <Section title="Quirks of the reference scorer" count={quirks.crossProductRecords + quirks.emptyPredictions}>
        <p>
          Records where a list cross product counted a truth value more than once (recall may exceed 100):{" "}
          {number.format(quirks.crossProductRecords)}; predictions with no value at all (precision taken as 0):{" "}
          {number.format(quirks.emptyPredictions)}. These reproduce the book&apos;s scorer; see the scoring
          documentation.
        </p>
      </Section>
    </div>
  );
}
