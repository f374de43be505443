// The scoring command line, run as a real process: `node scripts/run-score.mjs` is what
// `npm run score` runs (one test goes through npm itself).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatMeanPercent,
  formatPercent,
  SCORER,
  scoreResultsFile,
  type BootstrapIntervals,
  type SubjectScore,
} from "@/lib/benchmarks/mrben/mr-score";
import { record } from "./records";
import { FIXTURES_DIR, MRBEN_DATA_DIR, PROJECT_ROOT } from "../helpers/shared-data";

type Expected = Record<string, { subjects: Record<string, SubjectScore>; mean_mr_score: number }>;
const expected = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "expected.json"), "utf8")) as Expected;

const SMALL = path.join(FIXTURES_DIR, "small_0shot_cot_True_scored_eval_results.json");
const TAMPERED = path.join(FIXTURES_DIR, "tampered_0shot_cot_True_scored_eval_results.json.gz");
const UNSCORED = path.join(FIXTURES_DIR, "unscored_0shot_cot_True_eval_results.json.gz");

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/run-score.mjs"), ...args], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-cli-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

beforeAll(() => {
  // Builds dist/score.mjs if it is missing or stale, so the timed tests below do not.
  expect(cli("--help").status).toBe(0);
}, 120_000);

function expectScores(subjects: Record<string, SubjectScore>, want: Record<string, SubjectScore>) {
  expect(Object.keys(subjects)).toEqual(Object.keys(want));
  for (const [subject, w] of Object.entries(want)) {
    const got = subjects[subject]!;
    for (const [key, value] of Object.entries(w))
      expect(Math.abs((got as Record<string, number>)[key]! - value), `${subject}.${key}`).toBeLessThanOrEqual(1e-12);
  }
}

describe("npm run score", () => {
  it("prints the official script's lines, then the sub-metrics and the diagnostics", () => {
    const { status, stdout, stderr } = cli(SMALL);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const want = expected["small_0shot_cot_True_scored_eval_results.json"]!;
    for (const [subject, score] of Object.entries(want.subjects))
      expect(stdout).toContain(`\n${subject}: ${formatPercent(score.mr_score)}\n`);
    const mean = formatMeanPercent({ scores: Object.values(want.subjects).map((s) => s.mr_score) });
    expect(stdout).toContain(`Average MR-Score: ${mean}\n`);
    expect(stdout).toMatch(
      /subject\s+n_correct\s+n_incorrect\s+tp\s+tn\s+fp\s+fn\s+step_correct\s+reason_correct\s+mcc\s+acc_step\s+acc_reason\s+mr_score/,
    );
    expect(stdout).toContain("Diagnostics");
    expect(stdout).toMatch(/official quirks that changed a score: bare-digit steps 14/);
    expect(stdout).toContain(`scorer ${SCORER.name} ${SCORER.version}`);
    expect(stdout).toMatch(/mean mr_score 0\.\d{4}, 95% CI 0\.\d{4}-0\.\d{4} \(percentile bootstrap, 1000 resamples/);
  });

  it("--json prints exactly one JSON document with the scores as fractions and the diagnostics", () => {
    const { status, stdout } = cli(SMALL, "--json");
    expect(status).toBe(0);
    const doc = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual([
      "file",
      "scorer",
      "truth_source",
      "subjects",
      "mean_mr_score",
      "diagnostics",
      "intervals",
    ]);
    expect(doc.scorer).toEqual({ name: SCORER.name, version: SCORER.version });
    expect(doc.file).toBe(SMALL);
    const want = expected["small_0shot_cot_True_scored_eval_results.json"]!;
    expectScores(doc.subjects as Record<string, SubjectScore>, want.subjects);
    expect(Math.abs((doc.mean_mr_score as number) - want.mean_mr_score)).toBeLessThanOrEqual(1e-12);
    expect(doc.diagnostics).toMatchObject({ firstStage: false, duplicates: { total: 0 } });
    const intervals = doc.intervals as BootstrapIntervals;
    expect(Object.keys(intervals.subjects)).toEqual(Object.keys(want.subjects));
    expect(intervals.mean!.low).toBeLessThanOrEqual(doc.mean_mr_score as number);
    expect(intervals.mean!.high).toBeGreaterThanOrEqual(doc.mean_mr_score as number);
    expect(stdout).not.toContain('"records"');
  });

  it("scores while it reads to the same intervals and diagnostics as the scorer given the whole parsed file", () => {
    const { status, stdout } = cli(SMALL, "--json");
    expect(status).toBe(0);
    const doc = JSON.parse(stdout) as Record<string, unknown>;
    const whole = scoreResultsFile({
      results: JSON.parse(readFileSync(SMALL, "utf8")),
      truth: { source: "file" },
      includeItemKeys: false,
    });
    if (!whole.ok) throw new Error("the small fixture does not score");
    expect(doc.intervals).toEqual(whole.report.intervals);
    expect(doc.diagnostics).toEqual(whole.report.diagnostics);
  });

  it("--truth scores against the data files: the tampered fixture gets the honest numbers", () => {
    const { status, stdout } = cli(TAMPERED, "--truth", MRBEN_DATA_DIR, "--json");
    expect(status).toBe(0);
    const doc = JSON.parse(stdout) as {
      subjects: Record<string, SubjectScore>;
      truth_source: string;
      diagnostics: { truthMismatches: { total: number } };
    };
    expect(doc.truth_source).toBe("benchmark");
    expectScores(doc.subjects, expected["tampered_0shot_cot_True_scored_eval_results.json"]!.subjects);
    expect(doc.diagnostics.truthMismatches.total).toBe(150);
    const table = cli(TAMPERED, "--truth", MRBEN_DATA_DIR);
    expect(table.stdout).toMatch(/records whose ground truth differs from the benchmark's: 150/);
  });

  it("exits 1 naming subject, record and field when the official script would fail on the file", () => {
    const { status, stdout, stderr } = cli(TAMPERED);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("coding[50].Error_Reason_Correctness_Analysis.error_reason_correctness");
  });

  it("exits 1 on a first-stage file, telling the submitter to run the judge stage", () => {
    const { status, stderr } = cli(UNSCORED);
    expect(status).toBe(1);
    expect(stderr).toMatch(/first-stage output.*judge stage/s);
  });

  it("exits 1 with the subject, index and field of invalid records", () => {
    const bad = record({ verdict: "Correct" });
    delete bad.Evaluation_Result;
    const file = path.join(temp, "bad.json");
    writeFileSync(file, JSON.stringify({ math: [record({ verdict: "Correct" }), bad] }));
    const { status, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stderr).toContain("math[1].Evaluation_Result: missing");
  });

  it("exits 1 for a file it cannot read", () => {
    expect(cli(path.join(temp, "nope.json"))).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("no such file"),
    });
    const truncated = path.join(temp, "cut.json");
    writeFileSync(truncated, readFileSync(SMALL).subarray(0, 5000));
    expect(cli(truncated)).toMatchObject({ status: 1, stderr: expect.stringContaining("looks truncated") });
  });

  it("exits 2 with a usage line for bad usage, 0 for --help", () => {
    for (const args of [
      [],
      ["--bogus", SMALL],
      [SMALL, SMALL],
      [SMALL, "--truth", path.join(temp, "no-such-dir")],
      [SMALL, "--truth"],
    ]) {
      const { status, stderr } = cli(...args);
      expect(status, args.join(" ")).toBe(2);
      expect(stderr).toContain("usage: npm run --silent score -- FILE");
    }
    const help = cli("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("usage: npm run --silent score -- FILE");
  });

  it("runs through npm exactly as documented", () => {
    const result = spawnSync("npm", ["run", "--silent", "score", "--", SMALL, "--json"], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(Object.keys(JSON.parse(result.stdout) as object)).toContain("mean_mr_score");
  }, 60_000);
});
