// npm run --silent score -- FILE [--kind KIND] [--truth DIR] [--json]   (KIND: mrben by default)
// Scores a results file offline with its benchmark kind's scorer: against the benchmark's files on
// disk (--truth), or, where the kind can (MR-Ben), against the file's own truth as the official
// script does. Bundled into dist/ by scripts/run-score.mjs, which is what `npm run score` runs.
import { parseArgs } from "node:util";
import type { AnyBenchmarkKind, ScoreOutcome, Shots } from "@/lib/benchmarks/kind";
import { scoredRead, scoringReader } from "@/lib/benchmarks/files/scoring-reader";
import { benchmarkKindNames, DEFAULT_KIND_NAME, loadBenchmarkKind } from "@/lib/benchmarks/kind-catalog";
import { readFileAt } from "@/lib/benchmarks/files/read-file-at";

const DEFAULT_KIND = DEFAULT_KIND_NAME;

const listed = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

// Only the kind being used is loaded: the others' names are looked up for these messages alone.
async function usageOf(kind: AnyBenchmarkKind): Promise<string> {
  return `${kind.cli.usage}  (kinds: ${(await benchmarkKindNames()).join(", ")}; --kind K --help for one)`;
}

async function help(kind: AnyBenchmarkKind): Promise<string> {
  return `${await usageOf(kind)}

${kind.cli.help}
  --kind K          the benchmark kind: ${listed(await benchmarkKindNames())} (default ${DEFAULT_KIND})
  --help            print this help

Exit status: 0 scored, 1 invalid file (the problems go to stderr), 2 bad usage.`;
}

/** Errors printed for an invalid file; the total is always given. */
const MAX_ERRORS_PRINTED = 50;

/** The kind `--kind K` or `--kind=K` names; MR-Ben when absent. */
function kindOf(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--kind") return argv[i + 1] ?? "";
    if (argv[i]!.startsWith("--kind=")) return argv[i]!.slice("--kind=".length);
  }
  return DEFAULT_KIND;
}

type Stats = Record<string, unknown>;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const kind = await loadBenchmarkKind(kindOf(argv));
  if (!kind) {
    const usage = await usageOf((await loadBenchmarkKind(DEFAULT_KIND))!);
    console.error(`--kind must be ${listed(await benchmarkKindNames())}, not "${kindOf(argv)}"\n${usage}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...kind.cli.options,
        kind: { type: "string" },
        truth: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        stats: { type: "boolean" }, // hidden: timings and peak RSS on stderr, for bench:score
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${await usageOf(kind)}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(await help(kind));
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(
      `${positionals.length === 0 ? "missing FILE" : `expected one FILE, got ${positionals.length}`}\n${await usageOf(kind)}`,
    );
    return 2;
  }
  const stats: Stats = {};
  const started = performance.now();
  const exit = await run(kind, positionals[0]!, values, stats);
  if (values.stats)
    console.error(
      JSON.stringify({
        stats: {
          ...stats,
          exit,
          totalMs: performance.now() - started,
          /** Process start to main(): Node's bootstrap, the launcher and loading this bundle. */
          startupMs: started,
          maxRssKb: process.resourceUsage().maxRSS,
        },
      }),
    );
  return exit;
}

async function run(
  kind: AnyBenchmarkKind,
  file: string,
  values: Record<string, string | boolean | undefined>,
  stats: Stats,
): Promise<number> {
  let t = performance.now();
  const truthDir = typeof values.truth === "string" ? values.truth : null;
  let dataset: unknown = null;
  let benchmarkSlug: string | null = null;
  if (truthDir !== null) {
    const read = kind.readDataset(truthDir);
    if (!read.ok) {
      const { code, problems } = read.error;
      if (code === "unreadable-folder") {
        console.error(`--truth: ${problems[0]}\n${await usageOf(kind)}`);
        return 2;
      }
      printProblems("The benchmark data is invalid", problems);
      return 1;
    }
    dataset = read.value.dataset;
    benchmarkSlug = read.value.benchmark.slug;
  }
  const cliTruth = kind.cli.truth(dataset, values);
  if (!cliTruth.ok) {
    console.error(`${cliTruth.error.message}\n${await usageOf(kind)}`);
    return 2;
  }
  const truth = cliTruth.value;
  stats.truthMs = performance.now() - t;

  const shots = kind.cli.shots(values);
  const scored = await readAndScore(kind, file, { truth: truth.truth, settings: truth.settings, shots }, stats);
  if (scored === null) return 1;
  if (!scored.ok) {
    const failure = scored.error;
    const messages = failure.problems.length > 0 ? failure.problems.map((problem) => problem.detail) : [failure.detail];
    printProblems(`${file} cannot be scored: ${failure.detail}`, messages);
    return 1;
  }

  t = performance.now();
  process.stdout.write(
    values.json
      ? `${JSON.stringify(kind.cli.json(file, scored.value, { benchmarkSlug }), (_, value: unknown) =>
          typeof value === "bigint" ? value.toString() : value,
        )}\n`
      : kind.cli.table(file, scored.value, { describe: truth.describe }),
  );
  stats.printMs = performance.now() - t;
  return 0;
}

/** The file read and scored (in one pass where the kind can), or null once the problem is printed. */
async function readAndScore(
  kind: AnyBenchmarkKind,
  file: string,
  input: { truth: unknown; settings: unknown; shots: Shots },
  stats: Stats,
): Promise<ScoreOutcome<unknown> | null> {
  const oneGo = scoringReader(kind, { ...input, storing: false });
  const read = await readFileAt({ kind: oneGo ?? kind, path: file, shots: input.shots });
  if (!read.ok) {
    console.error(read.error.message);
    return null;
  }
  const { parsed, stats: readStats } = read.value;
  Object.assign(stats, readStats);
  if (!parsed.ok) {
    printProblems(`${file} cannot be read`, [parsed.error.detail]);
    return null;
  }
  const t = performance.now();
  const { outcome } = await scoredRead(oneGo, parsed.value, (contents) => kind.score({ ...input, file: contents }));
  // Scored in the read already when in one pass.
  if (!oneGo) stats.scoreMs = performance.now() - t;
  return outcome;
}

function printProblems(title: string, messages: string[]) {
  const shown = messages.slice(0, MAX_ERRORS_PRINTED);
  console.error(
    [
      `${title}:`,
      ...shown.map((m) => `  ${m}`),
      ...(messages.length > shown.length ? [`  ...and ${messages.length - shown.length} more`] : []),
    ].join("\n"),
  );
}

/** Resolves once everything written to the stream has been handed to the system. */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return stream.writableLength === 0 ? Promise.resolve() : new Promise((resolve) => stream.once("drain", resolve));
}

const exitCode = await main();
// Exiting at once skips Node's teardown of the heap (~5-20 ms), but only after the output is out: a
// pipe another process opened non-blocking (`npm run -s score -- ... | reader`) takes 64 KiB at a
// time, and exiting with the rest still queued would cut a large --json short.
await Promise.all([drained(process.stdout), drained(process.stderr)]);
process.exit(exitCode);
