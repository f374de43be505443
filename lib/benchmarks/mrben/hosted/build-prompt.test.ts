import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { MRBEN_DATA_DIR, SHARED_DIR } from "@/tests/helpers/shared-data";
import { buildQueryPrompt } from "./build-prompt";
import { parseKShotDemos, type KShotDemos } from "./k-shot-demos";

const OFFICIAL_PROMPTS_DIR = path.join(SHARED_DIR, "mrben/official-prompts");

// No skipping: without the shared data these tests would prove nothing, so they fail and say why.
function sharedFile(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: the shared MR-Ben data (../shared) is needed`);
  return readFileSync(file, "utf8");
}

/** Every solution of the shared data in the official order, with its index among its question's solutions. */
function loadSolutions(): { item: DatasetItem; index: number }[] {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  const solutions: { item: DatasetItem; index: number }[] = [];
  for (const subject of dataset.subjects) {
    const seen = new Map<string, number>();
    for (const item of subject.items) {
      const index = seen.get(item.datasetKey) ?? 0;
      seen.set(item.datasetKey, index + 1);
      solutions.push({ item, index });
    }
  }
  return solutions;
}

function loadDemos(): KShotDemos {
  const parsed = parseKShotDemos({
    data: JSON.parse(sharedFile(MRBEN_DATA_DIR, "k_shot_demo.json")),
    fileName: "k_shot_demo.json",
  });
  if (!parsed.ok) throw new Error(parsed.error.problems.join("\n"));
  return parsed.value;
}

function prompt(item: DatasetItem, shots: number, demos: KShotDemos): string {
  const built = buildQueryPrompt({ solution: item, shots, demos });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** Python's len(): code points, not UTF-16 units. */
const pythonLength = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

// The files name the question by the data file's key under "Question_UUID"; for 9 solutions of
// physics that key differs from the record's own Question_UUID field.
type OfficialPrompt = { shots: number; subject: string; Question_UUID: string; Sampled_Model: string; index: number };
const sameSolution = (line: OfficialPrompt, item: DatasetItem, index: number) =>
  line.subject === item.subject &&
  line.Question_UUID === item.datasetKey &&
  line.Sampled_Model === item.sampledModel &&
  line.index === index;

describe("buildQueryPrompt (the official evaluation's Query_Prompt)", () => {
  const solutions = loadSolutions();
  const demos = loadDemos();

  it("equals the 24 whole prompts the official code built (two per subject, 0 and 1 shots)", () => {
    const samples = JSON.parse(sharedFile(OFFICIAL_PROMPTS_DIR, "prompt-samples.json")) as (OfficialPrompt & {
      Query_Prompt: string;
    })[];
    expect(samples).toHaveLength(24);
    for (const sample of samples) {
      const found = solutions.find(({ item, index }) => sameSolution(sample, item, index));
      const label = `${sample.subject} ${sample.Question_UUID} #${sample.index}, ${sample.shots} shots`;
      expect(found, label).toBeDefined();
      expect(prompt(found!.item, sample.shots, demos), label).toBe(sample.Query_Prompt);
    }
  });

  it("has the official SHA-256 and length in characters for all 9,068 solutions-and-shots of the shared data", () => {
    const lines = sharedFile(OFFICIAL_PROMPTS_DIR, "prompt-hashes.jsonl")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as OfficialPrompt & { sha256: string; chars: number });
    expect(lines).toHaveLength(9068);
    const expectedOrder = [0, 1].flatMap((shots) => solutions.map((solution) => ({ ...solution, shots })));
    expect(expectedOrder).toHaveLength(lines.length);
    const differences: string[] = [];
    let matched = 0;
    lines.forEach((line, i) => {
      const { item, index, shots } = expectedOrder[i]!;
      const label = `line ${i + 1} (${line.subject} ${line.Question_UUID} #${line.index}, ${line.shots} shots)`;
      if (line.shots !== shots || !sameSolution(line, item, index)) {
        differences.push(`${label}: the data lists ${item.subject} ${item.datasetKey} #${index} here`);
        return;
      }
      const text = prompt(item, shots, demos);
      const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
      if (sha256 === line.sha256 && pythonLength(text) === line.chars) matched++;
      else differences.push(`${label}: ${pythonLength(text)} characters, sha256 ${sha256}; official ${line.chars}`);
    });
    expect(differences.slice(0, 20)).toEqual([]);
    expect(matched).toBe(9068);
  });

  it("refuses what the official script cannot build: shots without demonstrations, a subject without any", () => {
    const { item } = solutions[0]!;
    expect(buildQueryPrompt({ solution: item, shots: 1, demos: null })).toEqual({
      ok: false,
      error: { code: "no-demos", message: "1-shot prompts need the k-shot demonstrations file" },
    });
    expect(buildQueryPrompt({ solution: item, shots: 1, demos: new Map() }).ok).toBe(false);
    expect(buildQueryPrompt({ solution: { ...item, options: null }, shots: 0, demos: null }).ok).toBe(false);
    expect(buildQueryPrompt({ solution: item, shots: -1, demos }).ok).toBe(false);
  });
});
