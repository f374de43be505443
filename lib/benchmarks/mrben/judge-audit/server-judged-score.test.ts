// The server-judged scores equal the official scoring of the same file with the server's verdicts
// written into it: checked by scoring such a file from scratch.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import { scoreResultsFile, type ScoreReport } from "../mr-score";
import { serverJudgedScores, verdictIsRead } from "./server-judged-score";

type FileRecord = {
  Evaluation_Result: { solution_correctness: string; first_error_step: string };
  Error_Reason_Correctness_Analysis?: { error_reason_correctness: string };
};
type ResultsFile = Record<string, FileRecord[]>;

function load(name: string): ResultsFile {
  const bytes = readFileSync(path.join(FIXTURES_DIR, name));
  return JSON.parse((name.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8")) as ResultsFile;
}

function score(results: ResultsFile): ScoreReport {
  const scored = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  if (!scored.ok) throw new Error(scored.errors.map((error) => error.message).join("; "));
  return scored.report;
}

describe("scores with the server's verdicts", () => {
  it("equal scoring the file again with those verdicts written into it, coding's double credit included", () => {
    const results = load("sim-a_0shot_cot_True_scored_eval_results.json.gz");
    const report = score(results);
    const read = report.records.filter((record) => verdictIsRead(record));
    expect(read.some((record) => record.subject === "coding")).toBe(true);
    // Every third read verdict flipped, one left unreadable.
    const serverVerdicts = new Map(
      read.map((record, n) => {
        const counts = record.verdictCounts === true;
        const verdict =
          n === 0 ? "ERROR_PARSING" : n % 3 === 0 ? (counts ? "Wrong" : "Correct") : (record.verdict ?? "");
        return [`${record.subject}/${record.index}`, verdict];
      }),
    );
    const rewritten = structuredClone(results);
    for (const [key, verdict] of serverVerdicts) {
      const [subject, index] = key.split("/") as [string, string];
      rewritten[subject]![Number(index)]!.Error_Reason_Correctness_Analysis = { error_reason_correctness: verdict };
    }
    const expected = score(rewritten);

    const ours = serverJudgedScores({
      subjects: Object.entries(report.subjects).map(([subject, counts]) => ({ subject, counts })),
      records: read.map((record) => {
        const answer = results[record.subject]![record.index]!.Evaluation_Result;
        return {
          subject: record.subject,
          truthCorrectness: record.truth!.correctness,
          truthFirstErrorStep: record.truth!.firstErrorStep,
          solutionCorrectness: answer.solution_correctness,
          firstErrorStep: answer.first_error_step,
          stepEarned: record.stepEarned,
          reasonEarned: record.reasonEarned,
          serverVerdict: serverVerdicts.get(`${record.subject}/${record.index}`)!,
        };
      }),
    });
    expect(ours.subjects).toEqual(expected.subjects);
    expect(ours.meanMrScore).toBe(expected.meanMrScore);
    expect(ours.meanMrScore).not.toBe(report.meanMrScore);
  });

  it("leaves the scores unchanged when the server agrees with every verdict", () => {
    const results = load("small_0shot_cot_True_scored_eval_results.json");
    const report = score(results);
    const ours = serverJudgedScores({
      subjects: Object.entries(report.subjects).map(([subject, counts]) => ({ subject, counts })),
      records: report.records.filter(verdictIsRead).map((record) => ({
        subject: record.subject,
        truthCorrectness: record.truth!.correctness,
        truthFirstErrorStep: record.truth!.firstErrorStep,
        solutionCorrectness: results[record.subject]![record.index]!.Evaluation_Result.solution_correctness,
        firstErrorStep: results[record.subject]![record.index]!.Evaluation_Result.first_error_step,
        stepEarned: record.stepEarned,
        reasonEarned: record.reasonEarned,
        serverVerdict: record.verdict!,
      })),
    });
    expect(ours.subjects).toEqual(report.subjects);
    expect(ours.meanMrScore).toBe(report.meanMrScore);
  });
});
