// npm run demo -- --data DIR --results DIR (a command of MR-Ben's, run by scripts/kind-command.ts through
// scripts/with-database.ts: DATABASE_URL or the embedded server): imports the benchmark from DIR (as db:import does), then
// every results file of the results folder as an approved entry of the demo user, scored by the
// same pipeline as an upload.
import { accessSync, constants, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { importBenchmark } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { demoMetadata, readModelsFile } from "@/lib/benchmarks/mrben/demo/demo-metadata";
import { ensureDemoUser, importDemoModel, type DemoFileOutcome } from "@/lib/benchmarks/mrben/demo/import-demo";
import { MODELS_FILE, readResultsFolder } from "@/lib/benchmarks/mrben/demo/results-folder";
import { env } from "@/lib/env";
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { fail, runCommand, type CommandIo } from "@/lib/platform/command-io";

const USAGE = "usage: npm run demo -- --data DIR --results DIR";
const MAX_PROBLEMS_SHOWN = 20;
const HELP = `${USAGE}

Imports the MR-Ben data files in --data, then every results file in --results
(<model>_{k}shot_cot_True_scored_eval_results.json or .json.gz, k = 0 or 1) as an approved
entry of the demo user: one entry per model, holding its 0-shot and 1-shot files. An optional
${MODELS_FILE} beside the results files gives real metadata per model. Files already imported
for the same model are skipped, so running it again changes nothing.`;

/** `npm run demo -- --data DIR --results DIR`: 0 done, 1 some file (or the data) failed, 2 bad usage. */
export function runDemo(args: string[], io: CommandIo): Promise<number> {
  const started = performance.now();
  return runCommand(io, async () => {
    let flags: { data?: string; results?: string; help?: boolean };
    try {
      flags = parseArgs({
        args,
        options: { data: { type: "string" }, results: { type: "string" }, help: { type: "boolean", short: "h" } },
      }).values;
    } catch (error) {
      fail(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    }
    if (flags.help) {
      io.out(HELP);
      return 0;
    }
    for (const [flag, dir] of [
      ["--data", flags.data],
      ["--results", flags.results],
    ] as const) {
      if (!dir) fail(2, `${flag} DIR is required.\n${USAGE}`);
      if (!isReadableDirectory(dir)) fail(2, `${flag} ${dir}: not a readable directory.\n${USAGE}`);
    }
    const dataDir = flags.data!;
    const resultsDir = flags.results!;
    if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run demo`.");

    const models = readModelsFile(resultsDir);
    if (!models.ok) fail(2, `${MODELS_FILE} is invalid, nothing was imported: ${models.message}`);

    io.out(`Reading the benchmark in ${dataDir}`);
    const dataset = readDatasetDir({ dir: dataDir });
    if (!dataset.ok) {
      const shown = dataset.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem.message}`);
      fail(1, [`Nothing was imported: ${dataset.problems.length} problem(s) in the data.`, ...shown].join("\n"));
    }
    const importStarted = performance.now();
    const benchmark = await importBenchmark({ subjects: dataset.subjects, kShotDemos: dataset.kShotDemos });
    const importSeconds = ((performance.now() - importStarted) / 1000).toFixed(1);
    io.out(
      benchmark.plan === "nothing"
        ? `  the database already holds this data (version ${benchmark.versionNumber})`
        : `  imported (${benchmark.plan}, version ${benchmark.versionNumber}) in ${importSeconds} s`,
    );

    const folder = readResultsFolder(resultsDir);
    io.out(`Importing the results files in ${resultsDir}${models.found ? ` (with ${MODELS_FILE})` : ""}`);
    for (const note of folder.skipped) io.out(`  ${note.name}: skipped, ${note.reason}`);
    const failures = folder.problems.map((problem) => ({ name: problem.name, reason: problem.reason }));
    for (const failure of failures) io.out(`  ${failure.name}: FAILED, ${failure.reason}`);
    if (folder.models.length === 0 && failures.length === 0)
      fail(1, `No results files in ${resultsDir} (expected <model>_{k}shot_cot_True_scored_eval_results.json).`);

    const userId = await ensureDemoUser();
    let scored = 0;
    let alreadyImported = 0;
    let onBoard = 0;
    for (const model of folder.models) {
      const meta = demoMetadata({ modelName: model.modelName, overrides: models.overrides[model.modelName] });
      if (!meta.ok) {
        for (const file of model.files) {
          const reason = `${MODELS_FILE} gives invalid metadata for ${model.modelName}: ${meta.message}`;
          failures.push({ name: file.name, reason });
          io.out(`  ${file.name}: FAILED, ${reason}`);
        }
        continue;
      }
      const outcome = await importDemoModel({
        userId,
        model,
        meta: meta.meta,
        onFile: (file) => io.out(`  ${describe(file)}`),
      });
      for (const file of outcome.files) {
        if (file.status === "scored") scored++;
        else if (file.status === "already-imported") alreadyImported++;
        else failures.push({ name: file.name, reason: file.reason });
      }
      if (outcome.approved) onBoard++;
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      `\n${onBoard} model(s) on the board from ${folder.models.length} in the folder; ${scored} file(s) scored, ` +
        `${alreadyImported} already imported, ${failures.length} failed; ${seconds} s.`,
    );
    if (failures.length > 0) {
      io.err(`Failed (${failures.length}):`);
      for (const failure of failures) io.err(`  ${failure.name}: ${failure.reason}`);
    }
    return failures.length > 0 ? 1 : 0;
  });
}

function describe(file: DemoFileOutcome): string {
  switch (file.status) {
    case "scored": {
      const t = file.timings;
      const timing = file.reusedScoring
        ? "scoring reused"
        : `receive ${ms(t.receiveMs)}, score ${ms(t.scoreMs)}, store ${ms(t.storeMs)}`;
      return `${file.name}: scored, MR-Score ${formatPercent(file.meanMrScore)} (${timing})`;
    }
    case "already-imported":
      return `${file.name}: already imported for this model (same SHA-256), skipped`;
    case "failed":
      return `${file.name}: FAILED, ${file.reason}`;
  }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function isReadableDirectory(dir: string): boolean {
  try {
    if (!statSync(dir).isDirectory()) return false;
    accessSync(dir, constants.R_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
