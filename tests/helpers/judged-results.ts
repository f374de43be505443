// Results files for the judge audit's tests: the submitter's error reasons (which the fake judge
// reads to decide) and verdicts written into the records whose verdict ACC_reason counts.
import { verdictIsRead } from "@/lib/benchmarks/mrben/judge-audit/server-judged-score";
import { scoreResultsFile } from "@/lib/benchmarks/mrben/mr-score";

type ResultsFile = Record<string, Array<Record<string, unknown>>>;

export interface ReadVerdict {
  subject: string;
  index: number;
}

/** The records whose verdict the official scoring reads, in file order. */
export function readVerdicts(results: ResultsFile): ReadVerdict[] {
  const scored = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  if (!scored.ok) throw new Error(scored.errors.map((error) => error.message).join("; "));
  return scored.report.records
    .filter(verdictIsRead)
    .map((record) => ({ subject: record.subject, index: record.index }));
}

/** A copy whose n-th read verdict has the error reason and submitted verdict given for n. */
export function withJudgedAnswers(
  results: ResultsFile,
  answer: (n: number, record: ReadVerdict) => { errorReason: string; verdict: string },
): ResultsFile {
  const copy = structuredClone(results);
  readVerdicts(results).forEach((record, n) => {
    const { errorReason, verdict } = answer(n, record);
    const target = copy[record.subject]![record.index]!;
    (target.Evaluation_Result as Record<string, unknown>).error_reason = errorReason;
    target.Error_Reason_Correctness_Analysis = {
      ...(target.Error_Reason_Correctness_Analysis as Record<string, unknown> | undefined),
      scoring_model: "gpt-4-judge",
      error_reason_correctness: verdict,
    };
  });
  return copy;
}
