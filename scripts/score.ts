// npm run --silent score -- FILE [--truth DATA_DIR] [--json]   (or --kind extraction: scripts/score-extraction.ts)
// Scores an MR-Ben results file offline, as the official script does (ground truth from the
// file) or against the benchmark's data files (--truth). Bundled into dist/score.mjs by
// scripts/run-score.mjs, which is what `npm run score` runs.
import { parseArgs } from "node:util";
import { readDatasetDir } from "@/lib/benchmark/read-dataset-dir";
import {
  SCORER,
  formatMeanPercent,
  formatPercent,
  scoreResultsFile,
  type Diagnostics,
  type ScoreInterval,
  type ScoreReport,
  type TruthSource,
} from "@/lib/mr-score";
import { readResultsFile } from "@/lib/files/read-results-file";
import { scoreExtractionCli } from "./score-extraction";

const USAGE =
  "usage: npm run --silent score -- FILE[.json|.json.gz] [--truth DATA_DIR] [--json]  (MR-Ben; --kind extraction --help for extraction)";
const HELP = `${USAGE}

Scores an MR-Ben results file ({model}_{k}shot_cot_True_scored_eval_results.json, plain or gzip)
with ${SCORER.name} ${SCORER.version}, reproducing the official evaluation script.

  --truth DATA_DIR  take the ground truth from the benchmark's data files (biology.json, ...)
                    instead of from the file's own records (the official script's behaviour)
  --json            print one JSON document (scores as fractions 0..1, and diagnostics)
  --help            print this help

Exit status: 0 scored, 1 invalid file (the problems go to stderr), 2 bad usage.`;

/** Errors printed for an invalid file; the total is always given. */
const MAX_ERRORS_PRINTED = 50;

type Args = { file: string; truthDir: string | null; json: boolean; stats: boolean };

function parseCommandLine(argv: string[]): { ok: true; args: Args } | { ok: false; exit: number; message: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        truth: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        stats: { type: "boolean" }, // hidden: timings and peak RSS on stderr, for bench:score
      },
    });
  } catch (error) {
    return { ok: false, exit: 2, message: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, exit: 0, message: HELP };
  if (positionals.length === 0) return { ok: false, exit: 2, message: `missing FILE\n${USAGE}` };
  if (positionals.length > 1)
    return { ok: false, exit: 2, message: `expected one FILE, got ${positionals.length}\n${USAGE}` };
  return {
    ok: true,
    args: {
      file: positionals[0]!,
      truthDir: values.truth ?? null,
      json: values.json ?? false,
      stats: values.stats ?? false,
    },
  };
}

async function main(): Promise<number> {
  const kind = kindOf(process.argv.slice(2));
  if (kind === "extraction") return await scoreExtractionCli(process.argv.slice(2));
  if (kind !== "mrben") {
    console.error(`--kind must be mrben or extraction, not "${kind}"\n${USAGE}`);
    return 2;
  }
  const command = parseCommandLine(withoutKind(process.argv.slice(2)));
  if (!command.ok) {
    (command.exit === 0 ? console.log : console.error)(command.message);
    return command.exit;
  }
  const stats: Record<string, unknown> = {};
  const started = performance.now();
  const exit = await run(command.args, stats);
  if (command.args.stats)
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

/** The benchmark kind `--kind K` or `--kind=K` names; MR-Ben when absent. */
function kindOf(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--kind") return argv[i + 1] ?? "";
    if (argv[i]!.startsWith("--kind=")) return argv[i]!.slice("--kind=".length);
  }
  return "mrben";
}

function withoutKind(argv: string[]): string[] {
  return argv.filter((arg, i) => arg !== "--kind" && argv[i - 1] !== "--kind" && !arg.startsWith("--kind="));
}

async function run({ file, truthDir, json }: Args, stats: Record<string, unknown>): Promise<number> {
  let t = performance.now();
  let truth: TruthSource = { source: "file" };
  if (truthDir !== null) {
    const dataset = readDatasetDir({ dir: truthDir });
    if (!dataset.ok) {
      const [first] = dataset.problems;
      if (dataset.problems.length === 1 && first?.record === null && first.file === truthDir) {
        console.error(`--truth: ${first.message}\n${USAGE}`);
        return 2;
      }
      printProblems(
        "The benchmark data is invalid",
        dataset.problems.map((problem) => problem.message),
      );
      return 1;
    }
    truth = { source: "benchmark", items: dataset.subjects.flatMap((subject) => subject.items) };
  }
  stats.truthMs = performance.now() - t;

  const read = await readResultsFile({ path: file });
  if (!read.ok) {
    console.error(read.error.message);
    return 1;
  }
  Object.assign(stats, read.stats);
  t = performance.now();
  const scored = scoreResultsFile({ results: read.value, truth, includeItemKeys: false });
  stats.scoreMs = performance.now() - t;
  if (!scored.ok) {
    const total = scored.errors.length + scored.omittedErrors;
    printProblems(
      `${file} cannot be scored: ${total} problem(s)`,
      scored.errors.map((error) => error.message),
      total,
    );
    return 1;
  }

  t = performance.now();
  process.stdout.write(
    json ? `${JSON.stringify(toJson(file, scored.report))}\n` : formatReport(file, scored.report, truthDir),
  );
  stats.printMs = performance.now() - t;
  return 0;
}

function printProblems(title: string, messages: string[], total = messages.length) {
  const shown = messages.slice(0, MAX_ERRORS_PRINTED);
  console.error(
    [
      `${title}:`,
      ...shown.map((m) => `  ${m}`),
      ...(total > shown.length ? [`  ...and ${total - shown.length} more`] : []),
    ].join("\n"),
  );
}

function toJson(file: string, report: ScoreReport) {
  return {
    file,
    scorer: report.scorer,
    truth_source: report.truthSource,
    subjects: report.subjects,
    mean_mr_score: report.meanMrScore,
    diagnostics: report.diagnostics,
    intervals: report.intervals,
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "))
    .join("\n");
}

function formatReport(file: string, report: ScoreReport, truthDir: string | null): string {
  const lines: string[] = [];
  const subjects = Object.entries(report.subjects);
  lines.push(`${file}`);
  lines.push(
    `scorer ${report.scorer.name} ${report.scorer.version}; ground truth from ${truthDir === null ? "the file's records (as the official script)" : `the benchmark data in ${truthDir}`}`,
    "",
  );
  // The official script's own lines: subject score x100 and the mean, one decimal.
  for (const [subject, score] of subjects) lines.push(`${subject}: ${formatPercent(score.mr_score)}`);
  lines.push(`Average MR-Score: ${formatMeanPercent({ scores: subjects.map(([, s]) => s.mr_score) })}`, "");
  const f4 = (x: number) => x.toFixed(4);
  lines.push(
    table(
      [
        "subject",
        "n_correct",
        "n_incorrect",
        "tp",
        "tn",
        "fp",
        "fn",
        "step_correct",
        "reason_correct",
        "mcc",
        "acc_step",
        "acc_reason",
        "mr_score",
        "mr_score 95% CI",
      ],
      subjects.map(([subject, s]) => [
        subject,
        s.n_correct,
        s.n_incorrect,
        s.tp,
        s.tn,
        s.fp,
        s.fn,
        s.step_correct,
        s.reason_correct,
        f4(s.mcc),
        f4(s.acc_step),
        f4(s.acc_reason),
        f4(s.mr_score),
        formatInterval(report.intervals.subjects[subject] ?? null),
      ]),
    ),
    "",
    `mean mr_score ${f4(report.meanMrScore)}, 95% CI ${formatInterval(report.intervals.mean)} ` +
      `(percentile bootstrap, ${report.intervals.resamples} resamples of the records within each subject)`,
    "",
  );
  lines.push(...formatDiagnostics(report.diagnostics));
  return `${lines.join("\n")}\n`;
}

function formatInterval(interval: ScoreInterval | null): string {
  return interval === null ? "-" : `${interval.low.toFixed(4)}-${interval.high.toFixed(4)}`;
}

function formatDiagnostics(d: Diagnostics): string[] {
  const lines = ["Diagnostics"];
  const item = (text: string) => lines.push(`  ${text}`);
  const coverage = Object.entries(d.coverage).map(([subject, c]) => [
    subject,
    c.benchmarkItems === null ? "-" : c.benchmarkItems,
    c.matchedItems,
    c.recordsInFile,
    c.matchedRecords,
  ]);
  lines.push(
    table(
      ["  coverage", "benchmark items", "items matched", "records", "records matched"],
      coverage.map(([s, ...rest]) => [`  ${s}`, ...rest]),
    ),
  );
  if (d.missingSubjects.length > 0)
    item(`subjects of the benchmark missing from the file: ${d.missingSubjects.join(", ")}`);
  const listed = <T>(label: string, list: { total: number; items: T[] }, show: (entry: T) => string) => {
    item(`${label}: ${list.total}`);
    for (const entry of list.items.slice(0, 10)) item(`  ${show(entry)}`);
    if (list.total > 10) item(`  ...`);
  };
  listed("duplicate records", d.duplicates, (e) => `${e.subject}[${e.index}] repeats ${e.subject}[${e.firstIndex}]`);
  listed(
    "unknown records (not scored)",
    d.unknownRecords,
    (e) => `${e.subject}[${e.index}] ${e.questionUuid ?? "?"} / ${e.sampledModel ?? "?"}`,
  );
  listed(
    "records whose ground truth differs from the benchmark's",
    d.truthMismatches,
    (e) =>
      `${e.subject}[${e.index}] ${e.fields.map((f) => `${f.field} ${JSON.stringify(f.uploaded)} (benchmark ${JSON.stringify(f.benchmark)})`).join(", ")}`,
  );
  if (d.unusualTruthValues.total > 0)
    listed(
      "records with a truth other than correct/incorrect (counted as incorrect)",
      d.unusualTruthValues,
      (e) => `${e.subject}[${e.index}] ${JSON.stringify(e.value)}`,
    );
  listed(
    "records whose stored fields differ from re-parsing the raw response",
    d.parseMismatches,
    (e) => `${e.subject}[${e.index}] ${e.fields.join(", ")}`,
  );
  if (d.parseMismatches.rawResponseMissing > 0)
    item(`records without a raw response to re-parse: ${d.parseMismatches.rawResponseMissing}`);
  item(
    `verdicts: ${d.verdicts.countedAsCorrect} count as correct, ${d.verdicts.notCountedAsCorrect} do not` +
      (d.verdicts.malformed > 0 ? `, ${d.verdicts.malformed} malformed` : ""),
  );
  for (const v of d.verdicts.values.slice(0, 15))
    item(`  ${JSON.stringify(v.value)}: ${v.count}${v.countsAsCorrect ? " (counts)" : ""}`);
  item(`judge models: ${d.judgeModels.map((j) => `${j.model} (${j.count})`).join(", ") || "none"}`);
  const r = d.review;
  item(
    `judge stage: ${r.needingVerdict} records need a verdict, ${r.withVerdict} have one, ${r.needingWithoutVerdict} need one and lack it; ` +
      `the score read ${r.readByScoring}; Need_Error_Reason_Review disagrees on ${r.reviewFlagMismatches}`,
  );
  const q = d.quirks;
  item(
    `official quirks that changed a score: bare-digit steps ${q.bareDigitStep}, steps >= 30 ${q.stepAbove29}, ` +
      `'Incorrect' verdicts credited ${q.incorrectVerdictCredited}, coding fall-through credit ${q.codingFallThroughCredit} ` +
      `(of which empty truth step ${q.codingEmptyTruthStep})`,
  );
  for (const fail of d.officialScriptWouldFail)
    item(
      `the official script would fail on ${fail.subject} (division by zero: ${fail.reasons.join("; ")}); shown here with 0 for the undefined terms`,
    );
  if (d.firstStage)
    item("no judge-stage fields: this looks like first-stage output (no verdict was needed to score it)");
  return lines;
}

// exitCode, not exit(): let stdout drain where pipes are asynchronous (macOS).
process.exitCode = await main();
