// npm run bench:extraction [-- --records N --runs K]
// Times the extraction scorer on a 10,000-record file made from the shared book results
// (lib/benchmarks/extraction/bench-file.ts) beside the book's Python functions on the same file,
// and the book's figures alone computed with the scorer's parts (what those functions compute), in
// rounds (a ratio is the median of the rounds' ratios); then optimal matching with pruned pairs on
// 1,000 and on 10,000 records, and by a record key on 10,000. Prints a table and the targets; exits
// 1 if one is missed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  compileFieldRules,
  extractionIntervals,
  parsePrediction,
  RuledWalk,
  scoreExtraction,
  type ExtractionScoringInput,
} from "@/lib/benchmarks/extraction/extraction-score";
import { benchFileMaker, type BenchFile } from "@/lib/benchmarks/extraction/bench-file";

/** The book's figures, computed with the scorer's parts, at most this share of the book's Python functions' time. */
const BOOK_FIGURES_TARGET = 0.25;
/** The whole aligned report (nodes, missing/invented/wrong, ANLS*, per path) at most this share. */
const REPORT_TARGET = 0.5;
/** Optimal matching of 10,000 records, in ms. */
const OPTIMAL_TARGET_MS = 10_000;

const root = process.env.PROJECT_ROOT ?? path.resolve(import.meta.dirname, "..");
const shared = process.env.MRBEN_SHARED_DIR ?? path.resolve(root, "../shared");
const { values } = parseArgs({ options: { records: { type: "string" }, runs: { type: "string" } } });
const recordCount = Number(values.records ?? 10_000);
const runs = Number(values.runs ?? 5);

const makeFile = benchFileMaker(shared);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const rows: string[][] = [];
function record(label: string, times: number[], note = ""): number {
  rows.push([
    label,
    median(times).toFixed(0),
    Math.min(...times).toFixed(0),
    Math.max(...times).toFixed(0),
    String(times.length),
    note,
  ]);
  return median(times);
}

function timeScore(input: ExtractionScoringInput, repeat: number) {
  const times: number[] = [];
  let last: ReturnType<typeof scoreExtraction> | null = null;
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    last = scoreExtraction(input);
    times.push(performance.now() - started);
  }
  return { times, result: last! };
}

/**
 * The figures the book's functions compute, and only those, with the scorer's own parts: each prediction
 * parsed, the book's correct items and leaves (RuledWalk under no rule), recall and precision per
 * record, the bootstrap intervals. No per-path table, matched walk, node counts or ANLS*.
 */
function timeBookFigures({ references, predictions }: BenchFile, repeat: number) {
  const compiled = compileFieldRules(undefined);
  if (!compiled.ok) throw new Error("no field rule should compile");
  const times: number[] = [];
  for (let run = 0; run < repeat; run++) {
    const started = performance.now();
    const walk = new RuledWalk(compiled.rules, null, "book");
    const records = references.map(({ reference }, index) => {
      const parsed = parsePrediction({ text: predictions[index]!.text });
      if (!parsed.ok) return { recall: 0, precision: 0 };
      const correct = walk.pairCredit(reference, parsed.value);
      const predictionLeaves = walk.leaves(parsed.value);
      return { recall: correct / walk.leaves(reference), precision: predictionLeaves ? correct / predictionLeaves : 0 };
    });
    extractionIntervals({ records });
    times.push(performance.now() - started);
  }
  return times;
}

function matchingNote(result: ReturnType<typeof scoreExtraction>): string {
  if (!result.ok) return `refused: ${result.errors[0]!.code}`;
  const stats = result.report.diagnostics.optimalMatching!;
  return `${stats.method}${stats.exact ? ", exact" : ", not exact"}; scored ${stats.scoredPairs.toLocaleString("en-US")} of ${stats.pairs.toLocaleString("en-US")} pairs; moved ${result.report.diagnostics.moved}`;
}

const file = makeFile(recordCount);
const bytes = file.predictions.reduce((sum, prediction) => sum + prediction.text.length, 0);
console.log(
  `${recordCount} records (${(bytes / 1e6).toFixed(1)} MB of predictions, ${file.predictions.filter((p) => parsePrediction({ text: p.text }).ok).length} parse); node ${process.version}`,
);

// The book's functions on the same records, as a Python process reading them from disk.
const python = ["/usr/bin/python3", "python3"].find((command) => spawnSync(command, ["-c", "0"]).status === 0);
const dir = mkdtempSync(path.join(os.tmpdir(), "bench-extraction-"));
const referencesFile = path.join(dir, "references.jsonl");
const predictionsFile = path.join(dir, "predictions.jsonl");
writeFileSync(referencesFile, file.references.map((line) => JSON.stringify(line)).join("\n") + "\n");
writeFileSync(
  predictionsFile,
  file.predictions.map(({ id, text }) => JSON.stringify({ id, prediction: text })).join("\n") + "\n",
);
function timePython(command: string): number {
  const started = performance.now();
  const done = spawnSync(
    command,
    [path.join(root, "scripts/bench/book_functions.py"), referencesFile, predictionsFile],
    {
      encoding: "utf8",
    },
  );
  if (done.status !== 0) throw new Error(`book_functions.py failed: ${done.stderr}`);
  return performance.now() - started;
}

// The machine's speed drifts within minutes, so each ratio is taken from runs made one after the
// other: the scorer, the book's figures, then the Python, in rounds after one round to warm up.
const alignedInput = { ...file, matching: "aligned", normalization: "none" } as const;
timeScore(alignedInput, 1);
timeBookFigures(file, 1);
const rounds = { aligned: [] as number[], book: [] as number[], python: [] as number[] };
for (let round = 0; round < runs; round++) {
  rounds.aligned.push(...timeScore(alignedInput, 1).times);
  rounds.book.push(...timeBookFigures(file, 1));
  if (python && round < 3) rounds.python.push(timePython(python));
}
rmSync(dir, { recursive: true, force: true });
record(`score ${recordCount} records, aligned, normalization none`, rounds.aligned);
record(`the book's figures alone, ${recordCount} records (parse, count, leaves, bootstrap)`, rounds.book);
record(
  `score ${recordCount} records, aligned, normalization ord-v1`,
  timeScore({ ...file, matching: "aligned", normalization: "ord-v1" }, runs).times,
);
if (python) record("the book's Python functions, same file (a process: read, parse, score)", rounds.python);
/** The median over rounds of a time divided by the same round's Python time. */
const ratioOf = (times: number[]) =>
  rounds.python.length === 0 ? null : median(rounds.python.map((pythonTime, round) => times[round]! / pythonTime));

const thousand = timeScore({ ...makeFile(1000), matching: "optimal", normalization: "none" }, 3);
record("optimal matching, 1,000 records, pruned pairs", thousand.times, matchingNote(thousand.result));
const tenThousand = timeScore({ ...makeFile(recordCount), matching: "optimal", normalization: "none" }, 1);
record(`optimal matching, ${recordCount} records, pruned pairs`, tenThousand.times, matchingNote(tenThousand.result));
const keyed = timeScore(
  { ...makeFile(recordCount, true), matching: "optimal", normalization: "none", recordKey: "reaction_id" },
  3,
);
const keyedMedian = record(
  `optimal matching, ${recordCount} records, by record key`,
  keyed.times,
  matchingNote(keyed.result),
);

const header = ["what", "median ms", "min ms", "max ms", "runs", ""];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
for (const row of [header, ...rows])
  console.log(
    row
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd(),
  );
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

const ratio = ratioOf(rounds.aligned);
const bookRatio = ratioOf(rounds.book);
const bookMet = bookRatio !== null && bookRatio <= BOOK_FIGURES_TARGET;
const ratioMet = ratio !== null && ratio <= REPORT_TARGET;
if (ratio === null || bookRatio === null)
  console.log("targets against the book's Python functions: not measured (no python3)");
else {
  console.log(
    `target: the book's figures at most ${BOOK_FIGURES_TARGET}x the book's Python functions on the same file (median of ${rounds.python.length} rounds): ${bookRatio.toFixed(2)}x, ${bookMet ? "met" : "MISSED"}`,
  );
  console.log(
    `target: the whole aligned report at most ${REPORT_TARGET}x (median of ${rounds.python.length} rounds): ${ratio.toFixed(2)}x, ${ratioMet ? "met" : "MISSED"}`,
  );
}
const exactMet = tenThousand.result.ok && median(tenThousand.times) < OPTIMAL_TARGET_MS;
const keyedMet = keyed.result.ok && keyedMedian < OPTIMAL_TARGET_MS;
console.log(
  `target: optimal matching of ${recordCount} records under ${OPTIMAL_TARGET_MS / 1000} s: pruned pairs ${exactMet ? "met" : "MISSED"}, by record key ${keyedMet ? "met" : "MISSED"}`,
);
process.exitCode = bookMet && ratioMet && exactMet && keyedMet ? 0 : 1;
