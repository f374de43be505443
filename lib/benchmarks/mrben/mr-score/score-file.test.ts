import { describe, expect, it } from "vitest";
import { record, truthOf } from "@/tests/unit/records";
import { SCORER, scoreResultsFile, type ScoreReport, type ScoreResult, type TruthSource } from "./index";

function scored(results: unknown, truth: TruthSource = { source: "file" }): ScoreReport {
  const result = scoreResultsFile({ results, truth });
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors, null, 1)}`);
  return result.report;
}

function failed(results: unknown, truth: TruthSource = { source: "file" }): Extract<ScoreResult, { ok: false }> {
  const result = scoreResultsFile({ results, truth });
  if (result.ok) throw new Error("expected the file to be rejected");
  return result;
}

/** Score one record of a subject; return its outcome and the subject's counts. */
function one(subject: string, spec: Parameters<typeof record>[0]) {
  const report = scored({ [subject]: [record(spec)] });
  return { outcome: report.records[0]!, counts: report.subjects[subject]!, quirks: report.diagnostics.quirks };
}

describe("the official per-record rule", () => {
  it("a correct solution predicted correct is a true positive", () => {
    const { outcome, counts } = one("math", { truth: "correct", said: " Correct.\n", step: " N/A\n" });
    expect(outcome.outcome).toBe("tp");
    expect(counts).toMatchObject({ n_correct: 1, n_incorrect: 0, tp: 1, fn: 0 });
  });

  it("'The solution is incorrect' matches nothing: a false positive, no step credit", () => {
    const { outcome, counts } = one("math", { said: " The solution is incorrect\n", verdict: "Correct" });
    expect(outcome.outcome).toBe("fp");
    expect(outcome.needsVerdict).toBe(true); // the judge stage's substring test still asks
    expect(counts).toMatchObject({ tn: 0, fp: 1, step_correct: 0, reason_correct: 0 });
  });

  it("an incorrect solution found at the right step with a 'Correct' verdict earns step and reason", () => {
    const { outcome, counts } = one("math", {
      said: " **Incorrect**\n",
      step: " **Step 3**\n",
      verdict: "**Correct**",
    });
    expect(outcome).toMatchObject({
      outcome: "tn",
      predictedStep: "3",
      stepEarned: true,
      reasonEarned: true,
      verdictCounts: true,
      quirks: [],
    });
    expect(counts).toMatchObject({ tn: 1, step_correct: 1, reason_correct: 1 });
  });

  it("'Wrong' and 'ERROR_PARSING' verdicts earn the step but not the reason", () => {
    for (const verdict of ["Wrong", "ERROR_PARSING"]) {
      const { outcome } = one("physics", { verdict });
      expect(outcome).toMatchObject({ stepEarned: true, reasonEarned: false, verdictCounts: false });
    }
  });

  it("a bare-digit step ' 3\\n' earns no step credit, as in the official script", () => {
    const { outcome, counts, quirks } = one("math", { step: " 3\n", verdict: "Correct" });
    expect(outcome).toMatchObject({
      outcome: "tn",
      predictedStep: " 3\n",
      stepEarned: false,
      reasonEarned: false,
      quirks: ["bare-digit-step"],
    });
    expect(outcome.needsVerdict).toBe(true); // the judge stage trims, so it asked
    expect(counts.step_correct).toBe(0);
    expect(quirks.bareDigitStep).toBe(1);
  });

  it("an exact bare digit '3' does earn the step", () => {
    expect(one("math", { step: "3", verdict: "Correct" }).outcome).toMatchObject({
      stepEarned: true,
      reasonEarned: true,
      quirks: [],
    });
  });

  it("steps 30 and above never match", () => {
    const above = one("chemistry", { truthStep: "30", step: " Step 30\n" });
    expect(above.outcome).toMatchObject({ predictedStep: "", stepEarned: false, quirks: ["step-above-29"] });
    expect(above.quirks.stepAbove29).toBe(1);
    const at29 = one("chemistry", { truthStep: "29", step: " Step 29\n", verdict: "Correct" });
    expect(at29.outcome).toMatchObject({ predictedStep: "29", stepEarned: true });
  });

  it("'Incorrect' verdict counts as correct", () => {
    const { outcome, quirks } = one("biology", { verdict: "Incorrect" });
    expect(outcome).toMatchObject({ reasonEarned: true, verdictCounts: true, quirks: ["incorrect-verdict-credited"] });
    expect(quirks.incorrectVerdictCredited).toBe(1);
  });

  it("coding verdict that counts earns step and reason whatever the step", () => {
    const { outcome } = one("coding", {
      steps: "def f():\n    return 1",
      truthStep: "    return 1",
      step: " anything\n",
      verdict: "Correct",
    });
    expect(outcome).toMatchObject({ stepEarned: true, reasonEarned: true, predictedStep: null, quirks: [] });
  });

  it("coding verdict that does not count falls through to the step rule", () => {
    const { outcome, quirks } = one("coding", {
      steps: "def f():\n    pass",
      truthStep: "",
      step: "     pass\n",
      verdict: "Wrong",
    });
    expect(outcome).toMatchObject({ stepEarned: true, reasonEarned: false, predictedStep: "" });
    expect(outcome.quirks).toEqual(["coding-fall-through-credit", "coding-empty-truth-step"]);
    expect(quirks).toMatchObject({ codingFallThroughCredit: 1, codingEmptyTruthStep: 1 });
  });

  it("coding truth step '' matched by any non-step text", () => {
    for (const step of [" N/A\n", " for i in range(3):\n", ""]) {
      const { outcome } = one("coding", { steps: "x", truthStep: "", step, verdict: "Wrong" });
      expect(outcome.stepEarned, JSON.stringify(step)).toBe(true);
    }
    // ...but not by a step-like answer or a bare number
    expect(one("coding", { steps: "x", truthStep: "", step: " Step 2\n", verdict: "Wrong" }).outcome.stepEarned).toBe(
      false,
    );
  });

  it("a coding 'Incorrect' verdict is credited with step and reason", () => {
    const { outcome } = one("coding", { steps: "x", truthStep: "    y", step: " z\n", verdict: "Incorrect" });
    expect(outcome).toMatchObject({ stepEarned: true, reasonEarned: true, quirks: ["incorrect-verdict-credited"] });
  });

  it("Unicode digits: a full-width step '３' is a bare digit that never equals '3'", () => {
    expect(one("math", { step: "３", verdict: "Correct" }).outcome).toMatchObject({
      predictedStep: "３",
      stepEarned: false,
    });
  });

  it("Unicode letters: 'İNCORRECT' predicts incorrect (i + a dropped combining dot), 'incorrecté' does not", () => {
    expect(one("math", { said: "İNCORRECT", verdict: "Correct" }).outcome.outcome).toBe("tn");
    expect(one("math", { said: "incorrecté" }).outcome.outcome).toBe("fp");
  });

  it("in file-truth mode a truth other than 'correct' counts as incorrect, as in the official script", () => {
    const report = scored({ math: [record({ truth: "Incorrect", said: "incorrect" })] });
    expect(report.subjects.math).toMatchObject({ n_correct: 0, n_incorrect: 1, tn: 0, fp: 1 });
    expect(report.diagnostics.unusualTruthValues.total).toBe(1);
  });
});

describe("the report", () => {
  it("carries the scorer, subjects in file order, and the plain mean", () => {
    const report = scored({
      physics: [record({ truth: "correct", said: "correct" }), record({ verdict: "Correct" })],
      biology: [record({ truth: "correct", said: "incorrect" }), record({ said: "incorrect", verdict: "Wrong" })],
    });
    expect(report.scorer).toEqual(SCORER);
    expect(report.truthSource).toBe("file");
    expect(Object.keys(report.subjects)).toEqual(["physics", "biology"]);
    const { physics, biology } = report.subjects;
    expect(report.meanMrScore).toBe((physics!.mr_score + biology!.mr_score) / 2);
    expect(report.records.map((r) => `${r.subject}[${r.index}]`)).toEqual([
      "physics[0]",
      "physics[1]",
      "biology[0]",
      "biology[1]",
    ]);
  });

  it("reports where the official script would divide by zero, and scores 0 there", () => {
    const report = scored({ math: [record({ truth: "correct", said: "correct" })] });
    expect(report.subjects.math!.acc_step).toBe(0);
    expect(report.diagnostics.officialScriptWouldFail).toEqual([
      { subject: "math", reasons: ["n_incorrect is 0 (accuracies divide by it)"] },
    ]);
  });
});

describe("benchmark truth", () => {
  it("scores against the benchmark, not the upload, and lists the records whose truth differs", () => {
    const honest = [record({ verdict: "Correct" }), record({ truth: "correct", said: "correct" })];
    const tampered = structuredClone(honest);
    tampered[1]!.Model_Solution_Correctness = "incorrect";
    const truth = { source: "benchmark" as const, items: truthOf("math", honest) };
    const report = scored({ math: tampered }, truth);
    expect(report.subjects.math).toMatchObject({ n_correct: 1, n_incorrect: 1, tp: 1, tn: 1 });
    expect(report.diagnostics.truthMismatches).toEqual({
      total: 1,
      items: [
        {
          subject: "math",
          index: 1,
          fields: [{ field: "Model_Solution_Correctness", uploaded: "incorrect", benchmark: "correct" }],
        },
      ],
    });
    expect(report.records[1]).toMatchObject({
      matched: true,
      truthIndex: 1,
      truth: { correctness: "correct", firstErrorStep: "N/A" },
    });
    expect(report.records[1]!.itemKey).toContain(honest[1]!.Question_UUID as string);
  });

  it("records of no benchmark item are reported and not scored", () => {
    const known = record({ verdict: "Correct" });
    const unknown = record({ uuid: "not-in-benchmark", verdict: "Correct" });
    const report = scored({ math: [known, unknown] }, { source: "benchmark", items: truthOf("math", [known]) });
    expect(report.subjects.math).toMatchObject({ n_incorrect: 1, tn: 1 });
    expect(report.records[1]).toMatchObject({ matched: false, outcome: null, truth: null });
    expect(report.diagnostics.unknownRecords.items).toEqual([
      { subject: "math", index: 1, questionUuid: "not-in-benchmark", sampledModel: "GPT4" },
    ]);
    expect(report.diagnostics.coverage.math).toEqual({
      benchmarkItems: 1,
      matchedItems: 1,
      recordsInFile: 2,
      matchedRecords: 1,
    });
  });

  it("identity includes the steps: same question and model, other steps, is another item", () => {
    const a = record({ uuid: "2b52", model: "Claude2", steps: "def f(): return 1", verdict: "Correct" });
    const b = record({ uuid: "2b52", model: "Claude2", steps: "def f(): return 2", truth: "correct", said: "correct" });
    const report = scored({ coding: [b, a] }, { source: "benchmark", items: truthOf("coding", [a, b]) });
    expect(report.records.map((r) => r.truthIndex)).toEqual([1, 0]);
    expect(report.diagnostics.duplicates.total).toBe(0);
  });

  it("duplicates are scored as the official script would (each record counts) and reported", () => {
    const a = record({ verdict: "Correct" });
    const report = scored(
      { math: [a, structuredClone(a), structuredClone(a)] },
      { source: "benchmark", items: truthOf("math", [a]) },
    );
    expect(report.subjects.math).toMatchObject({ n_incorrect: 3, tn: 3 });
    expect(report.diagnostics.duplicates.items).toEqual([
      { subject: "math", index: 1, firstIndex: 0 },
      { subject: "math", index: 2, firstIndex: 0 },
    ]);
    expect(report.records[2]!.duplicateOf).toBe(0);
    expect(report.diagnostics.coverage.math).toMatchObject({ matchedItems: 1, matchedRecords: 3 });
  });

  it("lists benchmark subjects the file lacks", () => {
    const a = record({ verdict: "Correct" });
    const report = scored(
      { math: [a] },
      { source: "benchmark", items: [...truthOf("math", [a]), ...truthOf("physics", [record()])] },
    );
    expect(report.diagnostics.missingSubjects).toEqual(["physics"]);
  });

  it("rejects invalid truth items", () => {
    const a = record();
    const result = failed(
      { math: [a] },
      { source: "benchmark", items: [...truthOf("math", [a]), ...truthOf("math", [a])] },
    );
    expect(result.errors[0]).toMatchObject({ code: "invalid-truth" });
  });
});

describe("diagnostics", () => {
  it("counts parse mismatches by field", () => {
    const r = record({ verdict: "Correct" });
    (r.Evaluation_Result as Record<string, unknown>).first_error_step = " Step 3";
    (r.Evaluation_Result as Record<string, unknown>).error_reason = "edited";
    const report = scored({ math: [r] });
    expect(report.diagnostics.parseMismatches.items).toEqual([
      { subject: "math", index: 0, fields: ["first_error_step", "error_reason"] },
    ]);
    expect(report.diagnostics.parseMismatches.byField).toEqual({
      solution_correctness: 0,
      first_error_step: 1,
      error_reason: 1,
    });
  });

  it("gives the verdict distribution and the judge models", () => {
    const report = scored({
      math: [
        record({ verdict: "Correct" }),
        record({ verdict: "Correct" }),
        record({ verdict: "Wrong", judge: "judge-b" }),
        record({ verdict: "Incorrect" }),
      ],
    });
    const d = report.diagnostics;
    expect(d.verdicts.values).toEqual([
      { value: "Correct", count: 2, countsAsCorrect: true },
      { value: "Incorrect", count: 1, countsAsCorrect: true },
      { value: "Wrong", count: 1, countsAsCorrect: false },
    ]);
    expect(d.verdicts).toMatchObject({ distinctValues: 3, countedAsCorrect: 3, notCountedAsCorrect: 1 });
    expect(d.judgeModels).toEqual([
      { model: "gpt-4-turbo-2024-04-09", count: 3 },
      { model: "judge-b", count: 1 },
    ]);
    expect(d.review).toMatchObject({ needingVerdict: 4, withVerdict: 4, needingWithoutVerdict: 0, readByScoring: 4 });
  });

  it("keeps lists bounded with exact totals", () => {
    const a = record({ verdict: "Correct" });
    const report = scored({ math: Array.from({ length: 301 }, () => structuredClone(a)) });
    expect(report.diagnostics.duplicates.total).toBe(300);
    expect(report.diagnostics.duplicates.items).toHaveLength(200);
  });

  it("flags a first-stage file that needed no verdict", () => {
    const report = scored({ math: [record({ truth: "correct", said: "correct" })] });
    expect(report.diagnostics.firstStage).toBe(true);
  });
});

describe("invalid input: every error names the subject, the record index and the field", () => {
  it("the top level must be an object of subjects", () => {
    expect(failed([]).errors).toEqual([expect.objectContaining({ code: "not-an-object", subject: null, index: null })]);
    expect(failed("x").errors[0]!.code).toBe("not-an-object");
    expect(failed({}).errors[0]!.code).toBe("no-subjects");
  });

  it("an unknown subject key is rejected", () => {
    expect(failed({ history: [] }).errors).toEqual([
      expect.objectContaining({ code: "unknown-subject", subject: "history" }),
    ]);
  });

  it("a subject must be an array", () => {
    expect(failed({ math: {} }).errors).toEqual([
      expect.objectContaining({ code: "subject-not-array", subject: "math" }),
    ]);
  });

  it("a record must be an object", () => {
    expect(failed({ math: [record({ verdict: "Correct" }), 42] }).errors).toEqual([
      expect.objectContaining({ code: "record-not-object", subject: "math", index: 1, field: null }),
    ]);
  });

  it("Evaluation_Result and its strings are required", () => {
    const missing = record();
    delete missing.Evaluation_Result;
    const wrongType = record();
    (wrongType.Evaluation_Result as Record<string, unknown>).solution_correctness = 1;
    const noStep = record();
    delete (noStep.Evaluation_Result as Record<string, unknown>).first_error_step;
    const notObject = record();
    notObject.Evaluation_Result = "incorrect";
    const errors = failed({ physics: [missing, wrongType, noStep, notObject] }).errors;
    expect(errors.map(({ code, subject, index, field }) => ({ code, subject, index, field }))).toEqual([
      { code: "missing-field", subject: "physics", index: 0, field: "Evaluation_Result" },
      { code: "wrong-type", subject: "physics", index: 1, field: "Evaluation_Result.solution_correctness" },
      { code: "missing-field", subject: "physics", index: 2, field: "Evaluation_Result.first_error_step" },
      { code: "wrong-type", subject: "physics", index: 3, field: "Evaluation_Result" },
    ]);
    expect(errors[1]!.message).toBe(
      "physics[1].Evaluation_Result.solution_correctness: expected a string, got a number",
    );
  });

  it("file-truth mode needs the record's own Model_Solution_Correctness and First_Error_Step strings", () => {
    const a = record();
    delete a.Model_Solution_Correctness;
    const b = record();
    b.Model_Solution_First_Error_Step = 3;
    const errors = failed({ math: [a, b] }).errors;
    expect(errors.map((e) => [e.code, e.index, e.field])).toEqual([
      ["missing-field", 0, "Model_Solution_Correctness"],
      ["wrong-type", 1, "Model_Solution_First_Error_Step"],
    ]);
    // benchmark mode does not read them
    const truth = { source: "benchmark" as const, items: truthOf("math", [record()]) };
    expect(scoreResultsFile({ results: { math: [a] }, truth }).ok).toBe(true);
  });

  it("benchmark mode needs the identity fields", () => {
    const a = record();
    delete a.Question_UUID;
    const b = record();
    delete b.Model_Solution_Steps;
    const c = record();
    c.Sampled_Model = ["GPT4"];
    const errors = failed({ math: [a, b, c] }, { source: "benchmark", items: [] }).errors;
    expect(errors.map((e) => [e.code, e.index, e.field])).toEqual([
      ["missing-field", 0, "Question_UUID"],
      ["missing-field", 1, "Model_Solution_Steps"],
      ["wrong-type", 2, "Sampled_Model"],
    ]);
  });

  it("a missing or malformed verdict where scoring reads one is listed by subject and index", () => {
    const ok = record({ verdict: "Correct" });
    const none = record({ needReview: true });
    const malformed = record({ verdict: 1 });
    const codingNone = record({ steps: "x", needReview: true });
    const notRead = record({ step: " Step 9\n" }); // wrong step: no verdict needed
    const result = failed({ math: [ok, none, malformed, notRead], coding: [codingNone] });
    expect(result.errors.map((e) => [e.code, e.subject, e.index, e.field])).toEqual([
      ["missing-verdict", "math", 1, "Error_Reason_Correctness_Analysis.error_reason_correctness"],
      ["missing-verdict", "math", 2, "Error_Reason_Correctness_Analysis.error_reason_correctness"],
      ["missing-verdict", "coding", 0, "Error_Reason_Correctness_Analysis.error_reason_correctness"],
    ]);
    expect(result.errors[1]!.message).toContain("error_reason_correctness is a number");
  });

  it("a first-stage file that scoring needs verdicts for gets one first-stage error", () => {
    const firstStage = { math: [record(), record(), record({ truth: "correct", said: "correct" })] };
    const result = failed(firstStage);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ code: "first-stage-file", subject: null, index: null });
    expect(result.errors[0]!.message).toMatch(/first-stage output.*2 record\(s\) need one.*judge stage/);
  });

  it("collects every record error, capped at 1,000 with a count of the rest", () => {
    const result = failed({ math: Array.from({ length: 1_500 }, () => 7) });
    expect(result.errors).toHaveLength(1_000);
    expect(result.omittedErrors).toBe(500);
    expect(result.scorer).toEqual(SCORER);
  });

  it("record keys are read as own properties only", () => {
    const r = record();
    delete r.Evaluation_Result;
    const proto = Object.create({ Evaluation_Result: { solution_correctness: "x", first_error_step: "y" } }) as Record<
      string,
      unknown
    >;
    Object.assign(proto, r);
    expect(failed({ math: [proto] }).errors[0]!.field).toBe("Evaluation_Result");
  });
});
