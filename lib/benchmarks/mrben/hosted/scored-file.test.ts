import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ERROR_PARSING } from "@/lib/benchmarks/mrben/judge-audit/judge-verdict";
import { pyJsonDumps, type PyJsonValue } from "@/lib/benchmarks/mrben/python/python-json-dumps";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import { scoredRecordJson, scoredResultsText } from "./scored-file";

type JsonRecord = Record<string, PyJsonValue>;

const SCORED_FIXTURES = [
  "small_0shot_cot_True_scored_eval_results.json",
  "sim-a_0shot_cot_True_scored_eval_results.json.gz",
  "sim-b_1shot_cot_True_scored_eval_results.json.gz",
];

function readFixture(name: string): string {
  const bytes = readFileSync(path.join(FIXTURES_DIR, name));
  return (name.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** The first-stage record the judge stage read, and the verdict it wrote for it (null: none asked). */
function firstStageOf(record: JsonRecord): {
  record: JsonRecord;
  verdict: { scoringModel: string; rawResponse: string } | null;
} {
  const { Need_Error_Reason_Review: _flag, Error_Reason_Correctness_Analysis: analysis, ...first } = record;
  const judged = analysis as Record<string, string> | undefined;
  return {
    record: first,
    verdict: judged ? { scoringModel: judged.scoring_model!, rawResponse: judged.scoring_raw_response! } : null,
  };
}

describe("the scored file", () => {
  it.each(SCORED_FIXTURES)(
    "re-adding the judge stage's keys to %s's first-stage records gives the official file byte for byte",
    (name) => {
      const text = readFixture(name);
      const file = JSON.parse(text) as Record<string, JsonRecord[]>;
      const rebuilt: Record<string, PyJsonValue> = {};
      let judged = 0;
      for (const [subject, records] of Object.entries(file)) {
        rebuilt[subject] = records.map((record) => {
          const { record: first, verdict } = firstStageOf(record);
          if (verdict) judged++;
          return scoredRecordJson(first, verdict);
        });
      }
      expect(judged).toBeGreaterThan(0);
      expect(pyJsonDumps(rebuilt, 2)).toBe(text);
    },
  );

  it("a judge's answer without its headings is written with ERROR_PARSING in all three fields, as the script does", () => {
    const json = scoredRecordJson({ Question_UUID: "q" }, { scoringModel: "judge", rawResponse: "I think so." });
    expect(Object.keys(json)).toEqual([
      "Question_UUID",
      "Need_Error_Reason_Review",
      "Error_Reason_Correctness_Analysis",
    ]);
    expect(json.Error_Reason_Correctness_Analysis).toEqual({
      scoring_model: "judge",
      scoring_raw_response: "I think so.",
      annotation_analysis: ERROR_PARSING,
      error_reason_analysis: ERROR_PARSING,
      error_reason_correctness: ERROR_PARSING,
    });
  });

  it("a record no judge was asked about carries Need_Error_Reason_Review false and no analysis", () => {
    expect(scoredRecordJson({ a: 1 }, null)).toEqual({ a: 1, Need_Error_Reason_Review: false });
    expect(scoredResultsText({ subjects: [] })).toBe("{}");
  });
});
