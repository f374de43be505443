// The scoring command line for an extraction benchmark, run as a real process on a benchmark
// folder made from the shared book results by `npm run extraction:from-book`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, SHARED_DIR } from "../helpers/shared-data";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-extraction-cli-"));
const dataset = path.join(temp, "ord");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
const cli = (...args: string[]) => run("scripts/run-score.mjs", ...args);
const tsx = (...args: string[]) => run("node_modules/tsx/dist/cli.mjs", ...args);

beforeAll(() => {
  const made = tsx(
    "--conditions=react-server",
    "scripts/kind-command.ts",
    "extraction:from-book",
    "--results",
    path.join(SHARED_DIR, "extraction/sft_results.json"),
    "--out",
    dataset,
    "--model",
    "sft",
  );
  expect(made.stderr).toBe("");
  expect(made.status).toBe(0);
  expect(cli("--help").status).toBe(0);
}, 120_000);

describe("npm run score -- FILE --kind extraction --truth DIR", () => {
  it("prints recall, precision and F1 with the interval, the diagnostics and the worst fields", () => {
    const file = path.join(dataset, "predictions/sft_1shot_predictions.jsonl");
    const { status, stdout, stderr } = cli(file, "--kind", "extraction", "--truth", dataset);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout).toMatch(/ORD reaction extraction: 100 records, matching aligned, lists book, normalization none@1/);
    expect(stdout).toMatch(/mean over records\s+2\.2\s+1\.4\s+1\.7\s+\[/);
    expect(stdout).toMatch(/parsed only \(3\)/);
    expect(stdout).toContain("unparseable 97 (no JSON object 0, invalid JSON 97)");
    expect(stdout).toMatch(/Worst fields \(of \d+ in the references\), by F1:/);
  });

  it("scores the book's whole file for the shot asked, and prints JSON with --json", () => {
    const book = path.join(SHARED_DIR, "extraction/sft_results.json");
    const { status, stdout } = cli(book, "--kind", "extraction", "--truth", dataset, "--shots", "1", "--json");
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as { records: unknown[]; summary: { parsedOnly: { records: number } } };
    expect(report.records).toHaveLength(100);
    expect(report.summary.parsedOnly.records).toBe(3);
  });

  it("writes the whole --json into a shell pipe before it exits (a 64 KiB pipe buffer once cut it short)", () => {
    const file = path.join(dataset, "predictions/sft_1shot_predictions.jsonl");
    const command = `"${process.execPath}" scripts/run-score.mjs "${file}" --kind extraction --truth "${dataset}" --json | cat`;
    const piped = spawnSync("/bin/sh", ["-c", command], { cwd: PROJECT_ROOT, encoding: "utf8", maxBuffer: 64 << 20 });
    expect(piped.status).toBe(0);
    expect(piped.stdout.length).toBeGreaterThan(65_536);
    expect((JSON.parse(piped.stdout) as { records: unknown[] }).records).toHaveLength(100);
  });

  it("exits 1 naming the problem when the predictions file is not JSON", () => {
    const broken = path.join(temp, "broken.json");
    writeFileSync(broken, '{"predictions": ["a",');
    const { status, stderr } = cli(broken, "--kind", "extraction", "--truth", dataset);
    expect(status).toBe(1);
    expect(stderr).toMatch(/not JSON/);
  });

  it("exits 1 naming the id given twice", () => {
    const twice = path.join(temp, "twice.jsonl");
    writeFileSync(twice, '{"id": "rxn-001", "prediction": "{}"}\n{"id": "rxn-001", "prediction": "{}"}\n');
    const { status, stderr } = cli(twice, "--kind", "extraction", "--truth", dataset);
    expect(status).toBe(1);
    expect(stderr).toContain('"rxn-001"');
  });

  it("exits 2 with the usage line without --truth, or with an unknown kind", () => {
    const file = path.join(dataset, "predictions/sft_0shot_predictions.jsonl");
    const noTruth = cli(file, "--kind", "extraction");
    expect(noTruth.status).toBe(2);
    expect(noTruth.stderr).toContain("needs --truth DIR");
    expect(cli(file, "--kind", "poetry").status).toBe(2);
  });

  it("exits 1 listing the problems of an invalid benchmark folder", () => {
    const file = path.join(dataset, "predictions/sft_0shot_predictions.jsonl");
    const { status, stderr } = cli(file, "--kind", "extraction", "--truth", temp);
    expect(status).toBe(1);
    expect(stderr).toMatch(/benchmark\.json: missing/);
  });
});
