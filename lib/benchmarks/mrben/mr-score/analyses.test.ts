// The paper's breakdowns equal an independent Python computation (tests/python/analyses_reference.py)
// on the shared fixtures, to 1e-12; plus the definitions at their edges.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR, HAS_PYTHON, PROJECT_ROOT, runPython } from "@/tests/helpers/shared-data";
import { analyzeScoredRecords, difficultyLevel, errorPosition, type AnalysisRecord } from "./analyses";
import { scoreResultsFile } from "./score-file";

type Row = Record<string, unknown> & {
  Subject: string;
  Sampled_Model: string;
  Model_Solution_Steps: unknown;
  Evaluation_Result: { first_error_step: string };
};

function analysisRecords(file: string): AnalysisRecord[] {
  const bytes = readFileSync(file);
  const results = JSON.parse((file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8")) as Record<
    string,
    Row[]
  >;
  const scored = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  if (!scored.ok) throw new Error("fixture does not score");
  return scored.report.records.map((record) => {
    const row = results[record.subject]![record.index]!;
    return {
      subject: record.subject,
      datasetSubject: row.Subject,
      sampledModel: row.Sampled_Model,
      truthCorrectness: record.truth!.correctness,
      truthFirstErrorStep: record.truth!.firstErrorStep,
      stepCount: Array.isArray(row.Model_Solution_Steps) ? row.Model_Solution_Steps.length : null,
      outcome: record.outcome!,
      predictedCorrectness: record.predictedCorrectness,
      firstErrorStep: row.Evaluation_Result.first_error_step,
      stepEarned: record.stepEarned,
      reasonEarned: record.reasonEarned,
    };
  });
}

/** Deep equality with numbers within 1e-12; the intervals (bootstrap) are left out of the comparison. */
function expectClose(actual: unknown, expected: unknown, where = "$"): void {
  if (typeof expected === "number" && typeof actual === "number") {
    expect(Math.abs(actual - expected), `${where}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-12);
    return;
  }
  if (expected !== null && typeof expected === "object") {
    expect(actual, where).toBeTypeOf("object");
    const own = Object.keys(actual as object).filter((key) => key !== "interval" && key !== "version");
    expect(own.sort(), where).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(expected))
      expectClose(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${where}.${key}`,
      );
    return;
  }
  expect(actual, where).toEqual(expected);
}

const FIXTURES = [
  "small_0shot_cot_True_scored_eval_results.json",
  "sim-a_0shot_cot_True_scored_eval_results.json.gz",
  "sim-b_1shot_cot_True_scored_eval_results.json.gz",
];

describe.skipIf(!HAS_PYTHON)("the analyses", () => {
  for (const name of FIXTURES)
    it(`equal the independent Python computation on ${name}`, () => {
      const file = path.join(FIXTURES_DIR, name);
      const ours = analyzeScoredRecords({ records: analysisRecords(file) });
      const reference = JSON.parse(runPython([path.join(PROJECT_ROOT, "tests/python/analyses_reference.py"), file]));
      expectClose(ours, reference);
      // Every group with records has an interval around a plausible range.
      for (const group of Object.values(ours.byDifficulty)) expect(group.interval).not.toBeNull();
      expect(Object.keys(ours.bySampledModel).sort()).toEqual(["Claude2", "GPT3.5", "mistral-medium"]);
    });
});

describe("definitions", () => {
  it("reads the difficulty level from the dataset subject's prefix", () => {
    expect(["high_school_math", "college_biology", "coding"].map(difficultyLevel)).toEqual([
      "high_school",
      "college",
      "none",
    ]);
  });

  it("places the first error in thirds of the solution's steps, unknown when it cannot", () => {
    const at = (step: string, count: number | null, truth = "incorrect") =>
      errorPosition({ truthCorrectness: truth, truthFirstErrorStep: step, stepCount: count });
    expect([at("1", 3), at("2", 3), at("3", 3)]).toEqual(["early", "middle", "late"]);
    expect([at("1", 1), at("4", 9), at("7", 9)]).toEqual(["early", "middle", "late"]);
    expect([at("", 3), at("Line 4", 3), at("2", null), at("1", 3, "correct")]).toEqual([
      "unknown",
      "unknown",
      "unknown",
      "unknown",
    ]);
  });

  it("gives no precision when nothing was flagged and no recall without incorrect solutions", () => {
    const record = (truth: string, said: string): AnalysisRecord => ({
      subject: "math",
      datasetSubject: "college_math",
      sampledModel: "m",
      truthCorrectness: truth,
      truthFirstErrorStep: truth === "correct" ? "N/A" : "2",
      stepCount: 4,
      outcome: said === truth ? (truth === "correct" ? "tp" : "tn") : truth === "correct" ? "fn" : "fp",
      predictedCorrectness: said,
      firstErrorStep: "Step 3",
      stepEarned: false,
      reasonEarned: false,
    });
    const none = analyzeScoredRecords({ records: [record("correct", "correct")] });
    expect(none.flag).toMatchObject({ precision: null, recall: null, f1: null });
    const one = analyzeScoredRecords({ records: [record("incorrect", "incorrect"), record("correct", "unsure")] });
    expect(one.flag).toMatchObject({ precision: 1, recall: 1, f1: 1 });
    expect(one.flag.confusion.correct.other).toBe(1);
    expect(one.stepOffsets).toMatchObject({ considered: 1, tooLate: 1, histogram: { "1": 1 }, meanAbsoluteMiss: 1 });
  });
});
