import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readDatasetDir, type DatasetSubject } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { pythonJsonDumps } from "@/tests/helpers/python-json";
import { FIXTURES_DIR, HAS_PYTHON, MRBEN_DATA_DIR } from "@/tests/helpers/shared-data";
import { buildQueryPrompt } from "./build-prompt";
import { datasetRecordOf } from "./dataset-record";
import {
  evaluatedRecordJson,
  evaluationResultOf,
  firstStageFileName,
  firstStageResultsText,
  scoredFileName,
  type ResultsSubject,
} from "./results-file";

if (!HAS_PYTHON)
  console.warn("results-file.test.ts: python3 not found, the byte comparison with json.dumps is skipped");

function loadSubjects(): DatasetSubject[] {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  return dataset.subjects;
}

type FixtureRecord = Record<string, unknown> & {
  Question_UUID: string;
  Sampled_Model: string;
  Query_Prompt: string;
  Evaluation_Result: Record<string, string>;
};

const UNSCORED_FIXTURE = path.join(FIXTURES_DIR, "unscored_0shot_cot_True_eval_results.json.gz");

describe("the first-stage results file", () => {
  const subjects = loadSubjects();

  it("rebuilds every dataset record with the data files' field order, whatever order the stored extra fields have", () => {
    for (const subject of subjects) {
      const original = JSON.parse(readFileSync(path.join(MRBEN_DATA_DIR, subject.fileName), "utf8")) as Record<
        string,
        unknown[]
      >;
      const records = Object.values(original).flat();
      expect(records).toHaveLength(subject.items.length);
      subject.items.forEach((item, i) => {
        // As jsonb would hand them back: keys reordered.
        const extra = Object.fromEntries(Object.entries(item.extra).reverse());
        expect(JSON.stringify(datasetRecordOf({ ...item, extra })), `${subject.key} #${i}`).toBe(
          JSON.stringify(records[i]),
        );
      });
    }
  });

  it("equals, byte for byte, the shared first-stage fixture written by Python's json.dump, from the dataset and its answers", () => {
    // No skipping: the fixture is shared data CI has.
    if (!existsSync(UNSCORED_FIXTURE)) throw new Error(`${UNSCORED_FIXTURE} is missing: ../shared is needed`);
    const fixtureText = gunzipSync(readFileSync(UNSCORED_FIXTURE)).toString("utf8");
    const fixture = JSON.parse(fixtureText) as Record<string, FixtureRecord[]>;
    const written: ResultsSubject[] = subjects.map((subject) => ({
      subject: subject.key,
      records: subject.items.map((item, i) => {
        const answered = fixture[subject.key]![i]!;
        expect([answered.Question_UUID, answered.Sampled_Model]).toEqual([item.questionUuid, item.sampledModel]);
        const evaluation = answered.Evaluation_Result;
        const result = evaluationResultOf({
          evaluatedModel: evaluation.evaluated_model!,
          rawResponse: evaluation.evaluation_raw_response!,
        });
        return { record: datasetRecordOf(item), queryPrompt: answered.Query_Prompt, result };
      }),
    }));
    const ours = firstStageResultsText({ subjects: written });
    expect(ours.length).toBe(fixtureText.length);
    expect(ours === fixtureText).toBe(true);
  });

  it.skipIf(!HAS_PYTHON)(
    "is python3's json.dumps(indent=2, ensure_ascii=False) of its own records, byte for byte",
    () => {
      const responses = [
        'Solution Analysis: fine\nSolution Correctness: incorrect\nFirst Error Step: Step 2\nError Reason: it\'s "wrong" \\ here',
        "**Solution Correctness:** correct\n**First Error Step:** N/A\n**Error Reason:** N/A\t\u0001\u007f é中文😀 \u2028",
        "",
      ];
      const written: ResultsSubject[] = subjects.map((subject) => ({
        subject: subject.key,
        records: subject.items.slice(0, 3).map((item, i) => {
          const built = buildQueryPrompt({ solution: item, shots: 0, demos: null });
          if (!built.ok) throw new Error(built.error.message);
          return {
            record: datasetRecordOf(item),
            queryPrompt: built.value,
            result: evaluationResultOf({ evaluatedModel: "org/model-x", rawResponse: responses[i]! }),
          };
        }),
      }));
      const objects = Object.fromEntries(
        written.map(({ subject, records }) => [subject, records.map(evaluatedRecordJson)]),
      );
      expect(firstStageResultsText({ subjects: written })).toBe(pythonJsonDumps(JSON.stringify(objects)));
    },
  );

  it("records the official parser's fields and puts Query_Prompt, then Evaluation_Result, after the dataset fields", () => {
    const json = evaluatedRecordJson({
      record: { Question_UUID: "u", Sampled_Model: "m" },
      queryPrompt: "p",
      result: evaluationResultOf({
        evaluatedModel: "m",
        rawResponse: "Solution Correctness: correct.\nFirst Error Step: N/A",
      }),
    });
    expect(Object.keys(json)).toEqual(["Question_UUID", "Sampled_Model", "Query_Prompt", "Evaluation_Result"]);
    expect(json.Evaluation_Result).toEqual({
      evaluated_model: "m",
      evaluation_raw_response: "Solution Correctness: correct.\nFirst Error Step: N/A",
      solution_correctness: " correct.\n",
      first_error_step: "",
      error_reason: "",
    });
  });

  it("is named after the last path segment of the model, as the official script names it", () => {
    expect(firstStageFileName({ model: "/models/Qwen/Qwen2-7B", shots: 0 })).toBe(
      "Qwen2-7B_0shot_cot_True_eval_results.json",
    );
    expect(scoredFileName({ model: "gpt-4o", shots: 1 })).toBe("gpt-4o_1shot_cot_True_scored_eval_results.json");
  });
});
