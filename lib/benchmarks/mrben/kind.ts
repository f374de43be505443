// MR-Ben as a benchmark kind: a results file of the official evaluation, scored by MR-Score
// (lib/benchmarks/mrben/mr-score) against the benchmark's data files, exactly as the official script scores it.
import type { BenchmarkKind, ScanOutcome, ScoreOutcome } from "@/lib/benchmarks/kind";
import { readDatasetDir, type MrbenDataset } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { MRBEN_NAME, MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import {
  SCORER,
  scoreResultsFile,
  SUBJECTS,
  type ScoreReport,
  type ScoreResult,
  type TruthItem,
  type TruthSource,
} from "@/lib/benchmarks/mrben/mr-score";
import { RecordScanner } from "@/lib/benchmarks/mrben/results-file/record-scanner";
import { mrbenCli } from "./cli";
import { SAMPLE_RESULTS_FILE_NAME, sampleResultsText } from "./sample-results";
import { scoreWhileScanning } from "./score-while-scanning";
import { duplicateRecordsFailure, noMatchingRecordsFailure, scoringFailure } from "./failures";
import { RESULTS_FILE_SUFFIX } from "./results-file-name";
import { err, ok } from "@/lib/result";

/** The truth a results file is scored against: the benchmark's items, or (the official script's way, CLI only) the file's own fields. */
export type MrbenTruth =
  | { source: "file" }
  | {
      source: "benchmark";
      items: readonly TruthItem[];
      /** BenchmarkItem ids, parallel to `items` (a scored record's truthIndex points into both). */
      itemIds: readonly string[];
    };

/** A results file as JSON.parse of the whole text gives it (see RecordScanner). */
export type ResultsFile = Record<string, unknown>;

const truthSource = (truth: MrbenTruth): TruthSource =>
  truth.source === "file" ? truth : { source: "benchmark", items: truth.items };

const outcomeOf = (scored: ScoreResult): ScoreOutcome<ScoreReport> =>
  scored.ok ? ok(scored.report) : err(scoringFailure(scored.errors, scored.omittedErrors));

export type MrbenKind = BenchmarkKind<Record<string, never>, MrbenDataset, MrbenTruth, ResultsFile, ScoreReport>;

export const mrbenKind: MrbenKind = {
  name: "mrben",
  label: "MR-Ben",
  hint: "judge solutions step by step; scored by MR-Score",
  scorer: SCORER,
  scoreLabel: "MR-Score",
  asks: { judgeModel: true, claimedScores: true },
  claimedParts: SUBJECTS,
  readsShots: false,
  fixedBenchmark: { slug: MRBEN_SLUG, name: MRBEN_NAME },
  boardPath: "/",
  boardExportPath: "/api/v1/leaderboard",
  boardBadgePath: "/api/v1/badges",

  settings: () => ({}),
  variant: () => "",

  readDataset(dir) {
    const read = readDatasetDir({ dir });
    if (!read.ok) {
      const [first] = read.problems;
      const unreadable = read.problems.length === 1 && first?.record === null && first.file === dir;
      const problems = read.problems.map((problem) => problem.message);
      return err({ code: unreadable ? "unreadable-folder" : "invalid-dataset", problems });
    }
    return ok({
      benchmark: { slug: MRBEN_SLUG, name: MRBEN_NAME },
      dataset: { subjects: read.subjects, kShotDemos: read.kShotDemos },
      lines: [
        ...read.ignoredFiles.map((ignored) => `  ignoring ${ignored} (not a subject file)`),
        ...read.subjects.map((subject) => `  ${subject.fileName}: ${subject.items.length} solutions`),
        ...(read.kShotDemos ? [`  ${read.kShotDemos.fileName}: the k-shot demonstrations`] : []),
      ],
    });
  },

  startImports: [
    { setting: "MRBEN_DATA_DIR", script: "scripts/db-import.ts", args: (dir) => ["--data", dir, "--if-absent"] },
    {
      setting: "MRBEN_PUBLISHED_BOARD",
      script: "scripts/kind-command.ts",
      args: (file) => ["reported:import", file, "--if-absent"],
    },
  ],
  sample: {
    fileName: SAMPLE_RESULTS_FILE_NAME,
    contentType: "application/json; charset=utf-8",
    text: sampleResultsText,
  },
  upload: {
    noun: "results",
    accept: ".json,.gz,application/json,application/gzip",
    prompt: "Drop …_{shots}shot_cot_True_scored_eval_results.json (or .json.gz) here, or",
    fileName: {
      pattern: RESULTS_FILE_SUFFIX,
      shotsGroup: 1,
      missingGroupWarning: {
        group: 2,
        message:
          "This looks like the first-stage file (no judge verdicts). Upload the …_scored_eval_results.json the judge stage writes.",
      },
    },
  },

  scanner() {
    const scanner = new RecordScanner();
    return {
      push: (bytes) => scanner.push(bytes),
      end: (): ScanOutcome<ResultsFile> => {
        const scanned = scanner.end();
        return scanned.ok ? ok({ content: scanned.value, jsonBytes: scanned.jsonBytes }) : err(scanned.error);
      },
    };
  },
  parse: (scanned) => ok(scanned as ResultsFile),

  score: ({ truth, file }) =>
    outcomeOf(scoreResultsFile({ results: file, truth: truthSource(truth), includeItemKeys: false })),
  scoringScanner({ truth, storing }) {
    const scanner = scoreWhileScanning({ truth: truthSource(truth), includeItemKeys: false, storing });
    return {
      push: (bytes) => scanner.push(bytes),
      end: () => {
        const scanned = scanner.end();
        if (!scanned.ok) return scanned;
        const { content, jsonBytes } = scanned.value;
        return ok({ content: { outcome: outcomeOf(content.scored), stored: content.stored }, jsonBytes });
      },
    };
  },
  refuse(report, { versionNumber }) {
    const { duplicates } = report.diagnostics;
    if (duplicates.total > 0) return duplicateRecordsFailure(duplicates.total, duplicates.items);
    if (report.records.every((record) => !record.matched))
      return noMatchingRecordsFailure(report.records.length, versionNumber);
    return null;
  },
  figures: (report) => ({
    score: report.meanMrScore,
    interval: report.intervals.mean,
    summary: null,
    report: { truthSource: report.truthSource, ...report.diagnostics },
  }),
  thread: {
    module: "lib/benchmarks/mrben/thread-scorer.ts",
    truth: (truth) => (truth.source === "benchmark" ? truth.items : null),
    parts: (file) => Object.entries(file),
    options: () => null,
  },

  cli: mrbenCli,
  server: async () => (await import("./server")).mrbenServer,
  view: async () => (await import("./view")).mrbenView,
};
