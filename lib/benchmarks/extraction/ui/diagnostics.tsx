// What the extraction scorer found in a predictions file besides the scores: what parsed, what
// was missing or unknown, what matching and normalization changed, the reference's quirks, and
// the file's own references that differ from the benchmark's.
import type { ExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { List, Section } from "@/components/ui/report-section";

const number = new Intl.NumberFormat("en-US");

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
