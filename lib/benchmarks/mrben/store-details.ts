// What MR-Ben keeps of a scoring besides its FileScoring row: a SubjectScore per subject (counts,
// metrics, interval, coverage) and a RecordResult per record of the file.
import "server-only";
import type { ScorerId } from "@/lib/benchmarks/kind";
import type { Tx, VersionTruth } from "@/lib/benchmarks/kind-server";
import type { ScoreReport } from "@/lib/benchmarks/mrben/mr-score";
import { recordRows } from "./record-rows";
import type { MrbenTruth, ResultsFile } from "./kind";

export async function storeMrbenDetails(
  tx: Tx,
  {
    scoringId,
    scorer,
    truth,
    result: report,
    file: results,
  }: {
    scoringId: string;
    scorer: ScorerId;
    truth: VersionTruth<MrbenTruth>;
    result: ScoreReport;
    file: ResultsFile;
  },
): Promise<void> {
  await tx.subjectScore.createMany({
    data: Object.entries(report.subjects).map(([subject, score]) => {
      const coverage = report.diagnostics.coverage[subject];
      const benchmarkItems = coverage?.benchmarkItems ?? 0;
      const matchedItems = coverage?.matchedItems ?? 0;
      const interval = report.intervals.subjects[subject] ?? null;
      return {
        scoringId,
        subject,
        nCorrect: score.n_correct,
        nIncorrect: score.n_incorrect,
        tp: score.tp,
        tn: score.tn,
        fp: score.fp,
        fn: score.fn,
        stepCorrect: score.step_correct,
        reasonCorrect: score.reason_correct,
        mcc: score.mcc,
        accStep: score.acc_step,
        accReason: score.acc_reason,
        mrScore: score.mr_score,
        ciLow: interval?.low ?? null,
        ciHigh: interval?.high ?? null,
        benchmarkItems,
        matchedItems,
        recordsInFile: coverage?.recordsInFile ?? 0,
        matchedRecords: coverage?.matchedRecords ?? 0,
        rankable: benchmarkItems > 0 && matchedItems === benchmarkItems,
        scorerVersion: scorer.version,
      };
    }),
  });

  const itemIds = truth.truth.source === "benchmark" ? truth.truth.itemIds : [];
  // One statement for thousands of rows: the rows travel as one JSON document.
  await tx.$executeRaw`
    INSERT INTO "RecordResult" ("scoringId", "subject", "recordIndex", "itemId", "outcome", "predictedCorrectness",
      "predictedStep", "stepEarned", "reasonEarned", "needsVerdict", "solutionCorrectness", "firstErrorStep",
      "errorReason", "rawResponse", "verdict", "judgeModel", "quirks")
    SELECT ${scoringId}, r.s, r.i, r.item, r.o::"Outcome", r.pc, r.ps, r.se, r.re, r.nv, r.sc, r.fes, r.er, r.raw, r.v, r.jm,
      COALESCE(string_to_array(NULLIF(r.q, ''), ','), ARRAY[]::text[])
    FROM json_to_recordset(${recordRows({ report, results, itemIds })}::json) AS r(
      s text, i int, item text, o text, pc text, ps text, se boolean, re boolean, nv boolean,
      sc text, fes text, er text, raw text, v text, jm text, q text)`;
}
