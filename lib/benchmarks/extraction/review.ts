// A scored extraction run at a glance for the moderation queue: F1, predictions that did not parse,
// ids of no reference, and submitted references that differ from the benchmark's.
import type { Shots } from "@/lib/benchmarks/kind";
import type { RunReview, StoredScoring } from "@/lib/benchmarks/kind-server";

/** The parts of a stored extraction report the review reads, defensively (older or seeded rows). */
type ReviewedReport = {
  diagnostics?: { unparseable?: { total?: number }; unknownIds?: { total?: number } };
  submittedReferences?: { differing?: number };
};

const number = new Intl.NumberFormat("en-US");

export function extractionReviewRun(scoring: Pick<StoredScoring, "score" | "report">, shots: Shots): RunReview {
  const report = (
    scoring.report !== null && typeof scoring.report === "object" ? scoring.report : {}
  ) as ReviewedReport;
  const unparseable = report.diagnostics?.unparseable?.total ?? 0;
  const unknownIds = report.diagnostics?.unknownIds?.total ?? 0;
  const differing = report.submittedReferences?.differing ?? 0;
  const flags: string[] = [];
  if (differing > 0) flags.push(`${shots}-shot: ${differing} submitted reference(s) differ from the benchmark's`);
  if (unparseable > 0) flags.push(`${shots}-shot: ${unparseable} unparseable prediction(s)`);
  if (unknownIds > 0) flags.push(`${shots}-shot: ${unknownIds} prediction id(s) of no reference`);
  return {
    lines: [
      { label: "F1", value: (scoring.score * 100).toFixed(1), testId: `signals-f1-${shots}` },
      { label: "Unparseable predictions", value: number.format(unparseable) },
      { label: "Unknown ids", value: number.format(unknownIds) },
      { label: "Differing references", value: number.format(differing) },
    ],
    flags,
  };
}
