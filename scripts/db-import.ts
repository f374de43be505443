// npm run db:import -- --data DIR [--if-absent] [--kind mrben|extraction]
// Validates and imports the MR-Ben data files found in DIR (any of the seven subject files), or
// with --kind extraction an extraction benchmark (DIR/benchmark.json and DIR/references.jsonl).
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { parseArgs } from "node:util";
import { hasBenchmark } from "@/lib/benchmark/has-benchmark";
import { importBenchmark, type ImportSummary } from "@/lib/benchmark/import-benchmark";
import { readDatasetDir } from "@/lib/benchmark/read-dataset-dir";
import { env } from "@/lib/env";

const USAGE = "usage: npm run db:import -- --data DIR [--if-absent] [--kind mrben|extraction]";
const MAX_PROBLEMS_SHOWN = 50;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

let flags: { data?: string; "if-absent"?: boolean; kind?: string };
try {
  flags = parseArgs({
    options: { data: { type: "string" }, "if-absent": { type: "boolean" }, kind: { type: "string" } },
  }).values;
} catch (error) {
  fail(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (!flags.data) fail(2, `--data DIR is required.\n${USAGE}`);
if (flags.kind !== undefined && flags.kind !== "mrben" && flags.kind !== "extraction")
  fail(2, `--kind must be mrben or extraction, not "${flags.kind}".\n${USAGE}`);
if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run db:import`.");
if (flags.kind === "extraction") {
  const { importExtractionDir } = await import("./import-extraction-dir");
  process.exitCode = await importExtractionDir(flags.data);
  await (await import("@/lib/db")).db.$disconnect();
  process.exit();
}

if (flags["if-absent"] && (await hasBenchmark())) {
  console.log("The benchmark is already imported; skipping (run `npm run db:import -- --data DIR` to update it).");
  process.exit(0);
}

console.log(`Reading ${flags.data}`);
const dataset = readDatasetDir({ dir: flags.data });
if (!dataset.ok) {
  const shown = dataset.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem.message}`);
  const more = dataset.problems.length - shown.length;
  fail(
    1,
    [
      `Nothing was imported: ${dataset.problems.length} problem(s) in the data.`,
      ...shown,
      ...(more > 0 ? [`  ...and ${more} more`] : []),
    ].join("\n"),
  );
}
for (const ignored of dataset.ignoredFiles) console.log(`  ignoring ${ignored} (not a subject file)`);
for (const subject of dataset.subjects) console.log(`  ${subject.fileName}: ${subject.items.length} solutions`);

const summary = await importBenchmark({ subjects: dataset.subjects, log: (message) => console.log(`  ${message}`) });
console.log(describeOutcome(summary));
printTable(summary);

function printTable(result: ImportSummary) {
  const header = ["subject", "questions", "solutions", "correct", "incorrect", "change"];
  const rows = result.subjects.map((subject) => [
    subject.key,
    String(subject.questions),
    String(subject.items),
    String(subject.correct),
    String(subject.incorrect),
    subject.change,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ");
  console.log(["", line(header), ...rows.map(line)].map((text) => text.trimEnd()).join("\n"));
}

function describeOutcome(result: ImportSummary): string {
  switch (result.plan) {
    case "nothing":
      return `Nothing changed: the database already holds this data (version ${result.versionNumber}).`;
    case "first-version":
      return `Imported the benchmark as version 1.`;
    case "update-current":
      return `Updated version ${result.versionNumber} (its ground truth is unchanged).`;
    case "new-version":
      return `The ground truth differs from what was stored: imported it as version ${result.versionNumber}; scores made against earlier versions keep their truth.`;
  }
}

await (await import("@/lib/db")).db.$disconnect();
