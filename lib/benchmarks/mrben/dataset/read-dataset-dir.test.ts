import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MRBEN_DATA_DIR } from "@/tests/helpers/shared-data";
import { readDatasetDir } from "./read-dataset-dir";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-dataset-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("readDatasetDir", () => {
  it("reads the official data: six subjects, 4,534 solutions, k_shot_demo.json ignored", () => {
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
    expect(dataset.ignoredFiles).toEqual(["k_shot_demo.json"]);
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
});
