// npm run bench:extraction [-- --records N --runs K]
// Times the extraction scorer on a 10,000-record file made from the shared book results (the
// references repeated under new ids; a third of the predictions each from the Llama and sft
// files, and a third the reference itself with every fifth value changed, so that most records
// parse and are walked in full), and the optimal matching on 1,000 x 1,000. Prints a table;
// exits 1 if the aligned score of the file misses its 2 s target.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { munkres } from "munkres";
import {
  correctItemCounts,
  parsePrediction,
  scoreExtraction,
  type JsonObject,
  type JsonValue,
} from "@/lib/benchmarks/extraction/extraction-score";

const TARGET_MS = 2000;
const shared = process.env.MRBEN_SHARED_DIR ?? path.resolve(import.meta.dirname, "../../shared");
const { values } = parseArgs({ options: { records: { type: "string" }, runs: { type: "string" } } });
const recordCount = Number(values.records ?? 10_000);
const runs = Number(values.runs ?? 5);

type Book = Record<"0-shot" | "1-shot", { references: string[]; predictions: string[] }>;
const readBook = (name: string) => JSON.parse(readFileSync(path.join(shared, "extraction", name), "utf8")) as Book;
const llama = readBook("Llama_results.json")["1-shot"];
const sft = readBook("sft_results.json")["1-shot"];
const baseReferences = llama.references.map((text) => JSON.parse(text) as JsonObject);

/** Every fifth scalar changed: a prediction as large as its reference, partly right. */
function perturbed(value: JsonValue, counter: { n: number }): JsonValue {
  if (Array.isArray(value)) return value.map((item) => perturbed(item, counter));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, perturbed(inner, counter)]));
  return ++counter.n % 5 === 0 ? `changed ${counter.n}` : value;
}

function makeFile(n: number) {
  const references = Array.from({ length: n }, (_, i) => ({
    id: `rxn-${i}`,
    reference: baseReferences[i % baseReferences.length]!,
  }));
  const predictions = references.map(({ id, reference }, i) => {
    const source = i % 3;
    const text =
      source === 0
        ? llama.predictions[i % 100]!
        : source === 1
          ? sft.predictions[i % 100]!
          : `Here is the record:\n\`\`\`json\n${JSON.stringify(perturbed(reference, { n: i }), null, 2)}\n\`\`\``;
    return { id, text };
  });
  return { references, predictions };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const rows: string[][] = [];
function measure(label: string, fn: () => void, repeat = runs): number[] {
  const times = Array.from({ length: repeat }, () => time(fn));
  rows.push([
    label,
    median(times).toFixed(0),
    Math.min(...times).toFixed(0),
    Math.max(...times).toFixed(0),
    String(repeat),
  ]);
  return times;
}

const file = makeFile(recordCount);
const bytes = file.predictions.reduce((sum, prediction) => sum + prediction.text.length, 0);
console.log(
  `${recordCount} records (${(bytes / 1e6).toFixed(1)} MB of predictions, ${file.predictions.filter((p) => parsePrediction({ text: p.text }).ok).length} parse); node ${process.version}`,
);

const aligned = measure(`score ${recordCount} records, aligned, normalization none`, () => {
  const result = scoreExtraction({ ...file, matching: "aligned", normalization: "none" });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
});
measure(`score ${recordCount} records, aligned, normalization ord-v1`, () => {
  const result = scoreExtraction({ ...file, matching: "aligned", normalization: "ord-v1" });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
});

// Optimal matching on 1,000 x 1,000: the full score (matrix of correct counts + assignment), and
// the assignment alone on that matrix and on a random one.
const thousand = makeFile(1000);
measure(
  "score 1,000 records, optimal (matrix + assignment)",
  () => {
    const result = scoreExtraction({ ...thousand, matching: "optimal", normalization: "none" });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
  },
  3,
);
const parsed = thousand.predictions.map((prediction) => parsePrediction({ text: prediction.text }));
const realistic = thousand.references.map(({ reference }) =>
  parsed.map((prediction) =>
    prediction.ok ? -correctItemCounts({ truth: reference, prediction: prediction.value }).total : 0,
  ),
);
measure("Hungarian alone, 1,000 x 1,000, correct counts of that file", () => void munkres(realistic), 3);
let seed = 7;
const random = Array.from({ length: 1000 }, () =>
  Array.from({ length: 1000 }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return -(seed % 1000);
  }),
);
measure("Hungarian alone, 1,000 x 1,000, random weights 0..999", () => void munkres(random), 3);

const header = ["what", "median ms", "min ms", "max ms", "runs"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
for (const row of [header, ...rows])
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  "),
  );
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

const met = median(aligned) < TARGET_MS;
console.log(
  `target: a ${recordCount}-record file scores in under ${TARGET_MS} ms (aligned): ${met ? "met" : "MISSED"}`,
);
process.exitCode = met ? 0 : 1;
