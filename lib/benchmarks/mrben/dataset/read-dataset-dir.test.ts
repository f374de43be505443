import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MRBEN_DATA_DIR } from "@/tests/helpers/shared-data";
import { readDatasetDir } from "./read-dataset-dir";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-dataset-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("readDatasetDir", () => {
  it("reads the official data: six subjects, 4,534 solutions, and k_shot_demo.json byte for byte", () => {
    const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
    if (!dataset.ok) throw new Error(dataset.problems.map((p) => p.message).join("\n"));
    expect(dataset.subjects.map((s) => [s.key, s.items.length])).toEqual([
      ["biology", 1035],
      ["math", 918],
      ["physics", 667],
      ["medicine", 828],
      ["coding", 238],
      ["chemistry", 848],
    ]);
    expect(dataset.ignoredFiles).toEqual([]);
    expect(dataset.kShotDemos).toEqual({
      fileName: "k_shot_demo.json",
      text: readFileSync(path.join(MRBEN_DATA_DIR, "k_shot_demo.json"), "utf8"),
    });
    const physics = dataset.subjects.find((s) => s.key === "physics")!.items;
    expect(physics.filter((item) => item.datasetKey !== item.questionUuid)).toHaveLength(9);
    const coding = dataset.subjects.find((s) => s.key === "coding")!.items;
    const pair = coding.filter(
      (i) => i.questionUuid === "2b52c2da-e129-4810-af95-18e2e9088f0b" && i.sampledModel === "Claude2",
    );
    expect(pair).toHaveLength(2);
    expect(pair[0]!.stepsKey).not.toBe(pair[1]!.stepsKey);
  });

  it("explains a folder without subject files, and a missing folder", () => {
    const empty = path.join(temp, "empty");
    mkdtempSync(empty);
    const none = readDatasetDir({ dir: path.join(temp, "nothing-here") });
    expect(!none.ok && none.problems[0]!.message).toMatch(/no such directory/);
    const dir = mkdtempSync(path.join(temp, "e-"));
    const result = readDatasetDir({ dir });
    expect(!result.ok && result.problems[0]!.message).toMatch(/no subject files/);
  });

  it("reports a subject file that is not JSON, by file name", () => {
    const dir = mkdtempSync(path.join(temp, "bad-"));
    writeFileSync(path.join(dir, "math.json"), "{ not json");
    const result = readDatasetDir({ dir });
    expect(!result.ok && result.problems[0]).toMatchObject({ file: "math.json" });
  });

  it("passes on parseDatasetFile's problems", () => {
    const dir = mkdtempSync(path.join(temp, "invalid-"));
    writeFileSync(path.join(dir, "physics.json"), JSON.stringify({ q: [{ Question_UUID: "q" }] }));
    const result = readDatasetDir({ dir });
    expect(!result.ok && result.problems.map((p) => p.field)).toContain("Model_Solution_Correctness");
  });

  it("reads a folder without k_shot_demo.json as having no demonstrations", () => {
    const dir = mkdtempSync(path.join(temp, "no-demos-"));
    writeFileSync(path.join(dir, "coding.json"), readFileSync(path.join(MRBEN_DATA_DIR, "coding.json")));
    const result = readDatasetDir({ dir });
    expect(result.ok && result.kShotDemos).toBeNull();
  });

  it("refuses a k_shot_demo.json that is not JSON or lacks a demonstration's fields, naming the file", () => {
    const dir = mkdtempSync(path.join(temp, "bad-demos-"));
    writeFileSync(path.join(dir, "coding.json"), readFileSync(path.join(MRBEN_DATA_DIR, "coding.json")));
    writeFileSync(path.join(dir, "k_shot_demo.json"), "[not json");
    const notJson = readDatasetDir({ dir });
    expect(!notJson.ok && notJson.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^k_shot_demo\.json: cannot be read as JSON/),
    ]);
    writeFileSync(path.join(dir, "k_shot_demo.json"), JSON.stringify({ coding: [{ Question: "q", Solution: "s" }] }));
    const missing = readDatasetDir({ dir });
    expect(!missing.ok && missing.problems.map((p) => p.message)).toEqual([
      'k_shot_demo.json, subject "coding" demonstration 0: the field cot_analysis is missing',
    ]);
  });
});
