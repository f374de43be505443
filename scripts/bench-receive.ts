// tsx scripts/bench-receive.ts [--fixtures DIR] [--runs N] [--levels 1,3,6] [--node-flags="--max-semi-space-size=64"]
// Times receiveUpload on every shared fixture, uploaded as gzip (the .json.gz) and as plain JSON
// (inflated into a temp dir), fed as 64 KB chunks; and, as the baseline, a whole-file read +
// gunzip + decode + JSON.parse of the same file (what the CLI did before it took the upload's reader). Each measurement runs in a fresh child
// process (node --expose-gc) so its memory figures start from a collected heap: peak RSS growth
// (getrusage's max RSS less the RSS before the run), and the heap + buffers still held after it
// (the parsed results kept alive). Times: the first, cold run, then the median of the warm runs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { mrbenKind } from "@/lib/benchmarks/mrben/kind";
import { receiveUpload, STORAGE_GZIP_LEVEL } from "@/lib/benchmarks/files/receive-upload";

const CHUNK_BYTES = 64 * 1024;
const MB = 1024 * 1024;

type Scenario = { kind: "receive"; file: string; level: number } | { kind: "read"; file: string };

type Measurement = {
  cold: Record<string, number>;
  warm: Record<string, number>;
  peakRssGrowth: number;
  heldHeap: number;
  heldBuffers: number;
  ok: boolean;
};

const gc = (globalThis as { gc?: () => void }).gc;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

async function runOnce(scenario: Scenario, bytes: Buffer): Promise<{ phases: Record<string, number>; value: unknown }> {
  if (scenario.kind === "read") {
    const started = performance.now();
    const file = readFileSync(scenario.file);
    const readMs = performance.now() - started;
    let t = performance.now();
    const json = file[0] === 0x1f && file[1] === 0x8b ? gunzipSync(file) : file;
    const gunzipMs = performance.now() - t;
    t = performance.now();
    const text = json.toString("utf8");
    const decodeMs = performance.now() - t;
    t = performance.now();
    const value: unknown = JSON.parse(text);
    const parseMs = performance.now() - t;
    return { phases: { readMs, gunzipMs, decodeMs, parseMs, totalMs: performance.now() - started }, value };
  }
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += CHUNK_BYTES) yield bytes.subarray(i, i + CHUNK_BYTES);
  }
  const received = await receiveUpload({
    body: chunks(),
    maxBytes: 200 * MB,
    declaredLength: bytes.length,
    declaredGzip: false,
    gzipLevel: scenario.level,
    scanner: mrbenKind.scanner(0),
  });
  if (!received.ok) throw new Error(received.error.message);
  const { timings, gzipBytes, scanned } = received.value;
  return { phases: { ...timings, storedMB: gzipBytes.length / MB }, value: scanned };
}

/** In the child: measure one scenario, print a Measurement as JSON. */
async function child(scenario: Scenario, runs: number): Promise<void> {
  if (!gc) throw new Error("run with node --expose-gc");
  const bytes = scenario.kind === "receive" ? readFileSync(scenario.file) : Buffer.alloc(0);
  gc();
  const before = process.memoryUsage();
  const cold = await runOnce(scenario, bytes);
  const peakRss = process.resourceUsage().maxRSS * 1024;
  gc();
  const held = process.memoryUsage();
  const measurement: Measurement = {
    cold: cold.phases,
    warm: {},
    peakRssGrowth: peakRss - before.rss,
    heldHeap: held.heapUsed - before.heapUsed,
    heldBuffers: held.arrayBuffers - before.arrayBuffers,
    ok: cold.value !== undefined,
  };
  cold.value = null;
  const warm: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    gc();
    const { phases } = await runOnce(scenario, bytes);
    for (const [phase, x] of Object.entries(phases)) (warm[phase] ??= []).push(x);
  }
  measurement.warm = Object.fromEntries(Object.entries(warm).map(([phase, xs]) => [phase, median(xs)]));
  process.stdout.write(JSON.stringify(measurement));
}

function measure(scenario: Scenario, runs: number, nodeFlags: string[]): Measurement {
  const result = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      ...nodeFlags,
      "--expose-gc",
      process.argv[1]!,
      "--child",
      JSON.stringify(scenario),
      "--runs",
      String(runs),
    ],
    { encoding: "utf8", maxBuffer: 16 * MB },
  );
  if (result.status !== 0) throw new Error(`child failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as Measurement;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const ms = (x: number | undefined) => (x === undefined ? "-" : x.toFixed(0));
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      fixtures: { type: "string" },
      runs: { type: "string", default: "5" },
      levels: { type: "string", default: String(STORAGE_GZIP_LEVEL) },
      "node-flags": { type: "string", default: "" },
      child: { type: "string" },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  if (values.child !== undefined) return child(JSON.parse(values.child) as Scenario, runs);

  const fixturesDir = path.resolve(values.fixtures ?? path.join(import.meta.dirname, "../../shared/fixtures"));
  const levels = values.levels.split(",").map(Number);
  const nodeFlags = values["node-flags"].split(" ").filter(Boolean);
  const gzipFiles = readdirSync(fixturesDir)
    .filter((name) => name.endsWith(".json.gz"))
    .sort()
    .map((name) => path.join(fixturesDir, name));
  if (gzipFiles.length === 0) throw new Error(`no .json.gz fixtures in ${fixturesDir}`);
  const plainDir = mkdtempSync(path.join(os.tmpdir(), "mrben-bench-receive-"));
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? "unknown CPU"}, ${cpus.length} cores; node ${process.version} ${nodeFlags.join(" ")}; ${runs} warm runs per row after one cold run, each row in a fresh process`,
  );
  console.log(
    `uploads fed as ${CHUNK_BYTES / 1024} KB chunks; plain uploads gzip-compressed for storage at level ${levels.join(", ")}\n`,
  );
  try {
    const rows: string[][] = [];
    for (const gzipFile of gzipFiles) {
      const name = path.basename(gzipFile);
      const plainFile = path.join(plainDir, name.replace(/\.gz$/, ""));
      writeFileSync(plainFile, gunzipSync(readFileSync(gzipFile)));
      const scenarios: Array<[string, Scenario]> = [
        ["receive gzip", { kind: "receive", file: gzipFile, level: levels[0]! }],
        ...levels.map((level): [string, Scenario] => [
          `receive json L${level}`,
          { kind: "receive", file: plainFile, level },
        ]),
        ["whole-file gz", { kind: "read", file: gzipFile }],
        ["whole-file json", { kind: "read", file: plainFile }],
      ];
      for (const [label, scenario] of scenarios) {
        const m = measure(scenario, runs, nodeFlags);
        const w = m.warm;
        const phases =
          scenario.kind === "receive"
            ? `receive ${ms(w.receiveMs)}, hash ${ms(w.hashMs)}, scan ${ms(w.scanMs)}, zlib ${ms(w.zlibMs)}`
            : `read ${ms(w.readMs)}, gunzip ${ms(w.gunzipMs)}, decode ${ms(w.decodeMs)}, parse ${ms(w.parseMs)}`;
        rows.push([
          name.replace(/_eval_results\.json\.gz$/, ""),
          label,
          ms(m.cold.totalMs),
          ms(w.totalMs),
          phases,
          mb(m.peakRssGrowth),
          mb(m.heldHeap + m.heldBuffers),
          w.storedMB === undefined ? "-" : `${w.storedMB.toFixed(1)} MB`,
        ]);
      }
    }
    console.log(
      table(
        [
          "fixture",
          "path",
          "cold ms",
          "warm ms",
          "warm phases (ms; hash and scan are main-thread time within receive)",
          "peak RSS +",
          "held after",
          "stored gzip",
        ],
        rows,
      ),
    );
    console.log(
      "\npeak RSS + = max RSS during the cold run less RSS before it (input bytes already loaded, heap collected);" +
        "\nheld after = heap + array buffers still in use after the run, the parsed results kept (then collected)." +
        "\nwhole-file = the baseline: read + gunzip + UTF-8 decode to one string + JSON.parse.",
    );
  } finally {
    rmSync(plainDir, { recursive: true, force: true });
  }
}

await main();
