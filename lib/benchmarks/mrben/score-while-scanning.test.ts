import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { scoreResultsFile, type ScoreResult, type TruthSource } from "@/lib/benchmarks/mrben/mr-score";
import { FIXTURES_DIR, MRBEN_DATA_DIR } from "@/tests/helpers/shared-data";
import { scenario } from "@/tests/unit/results-arbitraries";
import { recordRows } from "./record-rows";
import { scoreWhileScanning } from "./score-while-scanning";

/** What the reader that holds the file gives: the whole text parsed, then scored. */
const scoredWhole = (text: string, truth: TruthSource): ScoreResult =>
  scoreResultsFile({ results: JSON.parse(text), truth, includeItemKeys: false });

function scanAndScore(bytes: Uint8Array, truth: TruthSource, chunkSize: number) {
  const scanner = scoreWhileScanning({ truth, includeItemKeys: false });
  for (let at = 0; at < bytes.length; at += chunkSize) scanner.push(bytes.subarray(at, at + chunkSize));
  const scanned = scanner.end();
  if (!scanned.ok) throw new Error(`scan failed: ${scanned.error.message}`);
  return scanned.value.content;
}

const scoredWhileScanning = (bytes: Uint8Array, truth: TruthSource, chunkSize = bytes.length): ScoreResult =>
  scanAndScore(bytes, truth, chunkSize).scored;

const FIXTURES = readdirSync(FIXTURES_DIR).filter((name) => /_eval_results\.json(\.gz)?$/.test(name));
const fixtureText = (name: string) => {
  const bytes = readFileSync(path.join(FIXTURES_DIR, name));
  return (name.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
};

describe("an MR-Ben file scored while it is scanned", () => {
  it.each(FIXTURES)("scores %s exactly as the whole parsed file, against its own truth and the benchmark's", (name) => {
    const text = fixtureText(name);
    const bytes = Buffer.from(text, "utf8");
    const items = readDatasetDir({ dir: MRBEN_DATA_DIR });
    if (!items.ok) throw new Error("the shared benchmark data does not read");
    const truths: TruthSource[] = [
      { source: "file" },
      { source: "benchmark", items: items.subjects.flatMap((subject) => subject.items) },
    ];
    for (const truth of truths) {
      const whole = scoredWhole(text, truth);
      expect(scoredWhileScanning(bytes, truth)).toEqual(whole);
      expect(scoredWhileScanning(bytes, truth, 64 * 1024 + 7)).toEqual(whole);
    }
  });

  it("keeps what the stored rows read: the rows equal those of the whole parsed file", () => {
    const text = fixtureText("sim-b_1shot_cot_True_scored_eval_results.json.gz");
    const { scored, stored } = scanAndScore(Buffer.from(text, "utf8"), { source: "file" }, 1024 * 1024);
    if (!scored.ok) throw new Error("sim-b does not score");
    const rows = (results: Record<string, unknown>) => recordRows({ report: scored.report, results, itemIds: [] });
    expect(rows(stored)).toBe(rows(JSON.parse(text) as Record<string, unknown>));
    expect(JSON.stringify(stored).length).toBeLessThan(text.length / 5);
  });

  it("lists the errors of keys that are array indices first, in numeric order, as Object.keys orders them", () => {
    const text = '{"math": 5, "10": [], "2": {"a": 1}, "poetry": [1], "physics": [{"x": 1}], "0": "z"}';
    const whole = scoredWhole(text, { source: "file" });
    expect(whole.ok).toBe(false);
    expect(!whole.ok && whole.errors.slice(0, 3).map((error) => error.subject)).toEqual(["0", "2", "10"]);
    expect(scoredWhileScanning(Buffer.from(text), { source: "file" })).toEqual(whole);
  });

  it("gives what the whole file gives on generated files, with unknown, non-array and index keys mixed in", () => {
    const extraMember = fc.tuple(
      fc.oneof(fc.constantFrom("0", "7", "42", "4294967295", "01", "__proto__", "poetry"), fc.string()),
      fc.oneof(fc.constant([]), fc.jsonValue()),
    );
    let runs = 0;
    fc.assert(
      fc.property(scenario, fc.array(extraMember, { maxLength: 3 }), ({ truth, results }, extra) => {
        runs++;
        const members = [...Object.entries(results), ...extra];
        // Built by hand so that the text keeps the members' order and any repeated key (a scan error).
        const text = `{${members.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(", ")}}`;
        const keys = members.map(([key]) => key);
        fc.pre(new Set(keys).size === keys.length);
        const source: TruthSource = { source: "benchmark", items: truth };
        expect(scoredWhileScanning(Buffer.from(text, "utf8"), source, 97)).toEqual(scoredWhole(text, source));
      }),
      { seed: 20261125, numRuns: 300 },
    );
    expect(runs).toBeGreaterThanOrEqual(300);
  }, 120_000);
});
