// npm run bench:score [-- --fixtures DIR] [--runs N]
// Times the scoring CLI on every results file in the fixtures directory: the real process
// (`node scripts/run-score.mjs FILE --json`, what `npm run score` runs) and, end to end, through
// `npm run --silent score`; peak RSS as the CLI reports it (--stats); a Python baseline
// (tests/unit/reference_scorer.py: json.load + the same scoring) when python3 is there; then
// the in-process phases on one file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { scoreResultsFile } from "@/lib/benchmarks/mrben/mr-score";
import { readResultsFile } from "@/lib/benchmarks/mrben/read-results-file";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { fixtures: { type: "string" }, runs: { type: "string" } } });
const fixturesDir = path.resolve(values.fixtures ?? path.join(root, "../shared/fixtures"));
const runs = Math.max(1, Number(values.runs ?? 5));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const min = (xs: number[]) => Math.min(...xs);
const ms = (x: number) => `${x.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function timed(command: string, args: string[]): { wallMs: number; status: number | null; stderr: string } {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return { wallMs: performance.now() - start, status: result.status, stderr: result.stderr };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const files = readdirSync(fixturesDir)
  .filter((name) => /\.json(\.gz)?$/.test(name) && name !== "expected.json")
  .sort()
  .map((name) => path.join(fixturesDir, name));
if (files.length === 0) {
  console.error(`no results files in ${fixturesDir}`);
  process.exit(2);
}
const hasPython = spawnSync("python3", ["-c", "0"]).status === 0;
const cpus = os.cpus();
console.log(
  `machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores, ${mb(os.totalmem())} RAM; node ${process.version}; ${os.platform()} ${os.release()}`,
);
console.log(`fixtures: ${fixturesDir}; ${runs} runs each (after one warm-up run)\n`);

timed(process.execPath, [path.join(root, "scripts/run-score.mjs"), "--build-only"]);
const rows: string[][] = [];
for (const file of files) {
  const cliArgs = [path.join(root, "scripts/run-score.mjs"), file, "--json", "--stats"];
  timed(process.execPath, cliArgs); // warm the page cache
  const node = Array.from({ length: runs }, () => timed(process.execPath, cliArgs));
  const npm = Array.from({ length: runs }, () => timed("npm", ["run", "--silent", "score", "--", file, "--json"]));
  const python = hasPython
    ? Array.from({ length: runs }, () => timed("python3", [path.join(root, "tests/unit/reference_scorer.py"), file]))
    : [];
  const stats = node.map(
    (run) =>
      JSON.parse(run.stderr.trim().split("\n").pop() ?? "{}").stats as
        { maxRssKb?: number; jsonBytes?: number } | undefined,
  );
  const rss = stats.map((s) => s?.maxRssKb ?? 0);
  const nodeWall = node.map((r) => r.wallMs);
  const npmWall = npm.map((r) => r.wallMs);
  const pyWall = python.filter((r) => r.status === 0).map((r) => r.wallMs);
  rows.push([
    path.basename(file),
    mb(statSync(file).size),
    stats[0]?.jsonBytes ? mb(stats[0].jsonBytes) : "-",
    String(node[0]!.status),
    `${ms(median(nodeWall))} / ${ms(min(nodeWall))}`,
    `${ms(median(npmWall))} / ${ms(min(npmWall))}`,
    pyWall.length > 0 ? `${ms(median(pyWall))} / ${ms(min(pyWall))}` : "-",
    `${(median(rss) / 1024).toFixed(0)} MB`,
  ]);
}
console.log(
  table(
    [
      "file",
      "on disk",
      "JSON",
      "exit",
      "node CLI median/min",
      "npm run median/min",
      "python ref median/min",
      "peak RSS",
    ],
    rows,
  ),
);
console.log(
  "\nnode CLI = `node scripts/run-score.mjs FILE --json`; npm run = `npm run --silent score -- FILE --json` (adds npm's own start-up);" +
    "\npython ref = tests/unit/reference_scorer.py (json.load + MR-Score, no imports of the official script's API clients)." +
    "\nexit 1 = the file cannot be scored (e.g. the first-stage fixture), timed all the same.",
);

// The issue-20 targets, on the largest gzip fixture gunzipped (sim-a, 22.7 MB of plain JSON): the
// CLI against the Python reference and against a bare `JSON.parse(readFileSync(f))` in Node, as
// paired runs (one of each in turn, so a busy moment hits all three), whole processes.
{
  const gz = files.filter((f) => f.endsWith(".json.gz") && path.basename(f).startsWith("sim-a"))[0];
  if (gz) {
    const plain = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-score-")), path.basename(gz, ".gz"));
    writeFileSync(plain, gunzipSync(readFileSync(gz)));
    const cli = [path.join(root, "scripts/run-score.mjs"), plain, "--json", "--stats"];
    const bare = ["-e", "JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))", plain];
    const py = [path.join(root, "tests/unit/reference_scorer.py"), plain];
    timed(process.execPath, cli);
    const pairs = Array.from({ length: Math.max(runs, 7) }, () => ({
      cli: timed(process.execPath, cli),
      bare: timed(process.execPath, bare).wallMs,
      python: hasPython ? timed("python3", py).wallMs : Number.NaN,
    }));
    const cliWall = pairs.map((pair) => pair.cli.wallMs);
    const rss = pairs.map((pair) => JSON.parse(pair.cli.stderr.trim().split("\n").pop() ?? "{}").stats?.maxRssKb ?? 0);
    const ratio = (other: (pair: (typeof pairs)[number]) => number) =>
      median(pairs.map((pair) => pair.cli.wallMs / other(pair))).toFixed(2);
    console.log(
      `\ntargets on ${path.basename(plain)} (${mb(statSync(plain).size)} plain JSON), ${pairs.length} paired runs:`,
    );
    console.log(
      table(
        ["process", "median", "min", "CLI ratio (median of pairs)", "target"],
        [
          ["node CLI", ms(median(cliWall)), ms(min(cliWall)), "-", "-"],
          ...(hasPython
            ? [
                [
                  "python ref",
                  ms(median(pairs.map((p) => p.python))),
                  ms(min(pairs.map((p) => p.python))),
                  `${ratio((p) => p.python)}x`,
                  "<= 1.00x",
                ],
              ]
            : []),
          [
            "bare JSON.parse (node)",
            ms(median(pairs.map((p) => p.bare))),
            ms(min(pairs.map((p) => p.bare))),
            `${ratio((p) => p.bare)}x`,
            "<= 1.30x",
          ],
          [
            "CLI peak RSS",
            `${(median(rss) / 1024).toFixed(0)} MB`,
            `${(Math.max(...rss) / 1024).toFixed(0)} MB max`,
            "-",
            "<= 150 MB",
          ],
        ],
      ),
    );
    rmSync(path.dirname(plain), { recursive: true, force: true });
  }
}

// In-process phases on the largest gzip fixture (or the largest file).
const sample = [...files].sort(
  (a, b) => Number(b.endsWith(".gz")) - Number(a.endsWith(".gz")) || statSync(b).size - statSync(a).size,
)[0]!;
const phases: Record<string, number[]> = {
  "read (receive, wall)": [],
  "hash (within receive)": [],
  "scan: UTF-8 + JSON (within receive)": [],
  "zlib (wall)": [],
  score: [],
  "score with item keys": [],
};
for (let i = 0; i < runs; i++) {
  const read = await readResultsFile({ path: sample });
  if (!read.ok) throw new Error(read.error.message);
  const { results, stats } = read.value;
  phases["read (receive, wall)"]!.push(stats.receiveMs);
  phases["hash (within receive)"]!.push(stats.hashMs);
  phases["scan: UTF-8 + JSON (within receive)"]!.push(stats.scanMs);
  phases["zlib (wall)"]!.push(stats.zlibMs);
  let t = performance.now();
  scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  phases.score!.push(performance.now() - t);
  t = performance.now();
  scoreResultsFile({ results, truth: { source: "file" } });
  phases["score with item keys"]!.push(performance.now() - t);
}
console.log(
  `\nin-process phases on ${path.basename(sample)} (${runs} runs in one process; the first is cold, as in the CLI):`,
);
console.log(
  table(
    ["phase", "first", "median", "min"],
    Object.entries(phases).map(([phase, xs]) => [phase, ms(xs[0]!), ms(median(xs)), ms(min(xs))]),
  ),
);
