// What a benchmark kind is to the portal: the one interface that MR-Ben, structured extraction and
// any kind a build adds implement, each in its own folder (lib/benchmarks/<kind>/), listed in
// lib/benchmarks/registry.ts. The upload and its run, stored files, rescoring, moderation, boards,
// the API and the command line are written once and ask the kind for what differs.
//
// This part is pure (no database, no framework): the command line loads it without the server.
// What needs the database is the kind's server part (kind-server.ts), what renders is its view
// (kind-view.ts); both load on first use.
import type { Result } from "@/lib/result";
import type { ScanFailureCode } from "@/lib/validations/upload-failure";
import type { KindServer } from "./kind-server";
import type { KindView } from "./kind-view";

export type Shots = 0 | 1;
export const SHOT_SETTINGS: readonly Shots[] = [0, 1];

export interface ScorerId {
  name: string;
  version: string;
}

/** Why a kind refuses a file or a dataset, as the submitter reads it. The HTTP layer decides the status. */
export interface KindFailure {
  /** A stable code, e.g. "duplicate-records". */
  code: string;
  title: string;
  detail: string;
  problems: KindProblem[];
}

/** One problem in a file: where it is (`math[12].Evaluation_Result`, `line 3`, `(file)`) and what. */
export interface KindProblem {
  pointer: string;
  detail: string;
  code?: string;
}

/** Where a scan of a file's bytes stopped: a byte offset, a 1-based line and a UTF-16 column. */
export interface ScanPosition {
  offset: number;
  line: number;
  column: number;
}

/** The first problem a scan found in a file's bytes, and where. */
export interface ScanError {
  /** The shared scanners' codes (lib/validations/upload-failure.ts), or a kind's own (an upload answers it 422). */
  code: ScanFailureCode | (string & {});
  message: string;
  position?: ScanPosition;
}

/** A whole file scanned: what the kind read of it, and how many bytes of (decompressed) text that was. */
export interface ScannedFile<Scanned> {
  content: Scanned;
  jsonBytes: number;
}

/** What a scan of a whole file gives: the file as the kind reads it, or its first problem. */
export type ScanOutcome<Scanned> = Result<ScannedFile<Scanned>, ScanError>;

/** Reads a file's (decompressed) bytes as they arrive: false from push() means the file is bad and reading stops. */
export interface FileScanner<Scanned> {
  push(bytes: Uint8Array): boolean;
  end(): ScanOutcome<Scanned>;
}

/** The file as the scorer takes it, or why it cannot be scored at all. */
export type ParsedFile<Input> = Result<Input, KindFailure>;

/**
 * How the upload form presents a file of this kind; plain data, for the browser too. `{shots}` in a
 * text stands for the shot setting of the drop zone.
 */
export interface UploadHints {
  /** What a file is called: "results", "predictions". */
  noun: string;
  /** The file input's accept attribute. */
  accept: string;
  /** The drop zone's prompt before a file is chosen. */
  prompt: string;
  /** The official file name, when the kind has one: it says the shot setting (and the zone must agree). */
  fileName?: {
    /** A regular expression over the base name, matched case-insensitively. */
    pattern: string;
    /** Its group that holds the shot count. */
    shotsGroup: number;
    /** A warning for a name that matches without this group (MR-Ben: the first stage's file). */
    missingGroupWarning?: { group: number; message: string };
  };
}

/** A benchmark's files on disk, read and checked whole. */
interface CheckedDataset<Dataset> {
  /** The benchmark the files describe. */
  benchmark: { slug: string; name: string };
  dataset: Dataset;
  /** What was read, one line each, for the command line. */
  lines: string[];
}

/**
 * Why a benchmark's files cannot be imported: "unreadable-folder" when the folder itself cannot be
 * read (bad usage rather than bad data), "invalid-dataset" for what is wrong in them; every problem a line.
 */
export interface DatasetFailure {
  code: "unreadable-folder" | "invalid-dataset";
  problems: string[];
}

/** A benchmark's files on disk (db:import, the CLI's --truth), read and checked whole. */
export type DatasetRead<Dataset> = Result<CheckedDataset<Dataset>, DatasetFailure>;

/** What scoring a file gives, or the problems that stop it. */
export type ScoreOutcome<Scored> = Result<Scored, KindFailure>;

/** A file scored while it was scanned: the outcome, and what of the file its stored rows need. */
export type ScoredWhileScanning<Input, Scored> = { outcome: ScoreOutcome<Scored>; stored: Input };

/** The figures every scoring stores whatever its kind (FileScoring), computed by the kind from its result. */
interface ScoringFigures {
  /** The headline score, a fraction: what ranks entries. */
  score: number;
  /** Its bootstrap 95% interval. */
  interval: { low: number; high: number } | null;
  /** The kind's other figures for boards and the API, JSON. */
  summary: unknown;
  /** The scorer's diagnostics, JSON. */
  report: unknown;
}

/**
 * Scoring off the server's event loop: a worker thread imports `module` (a path from the project
 * root) and calls its `scoreInThread`. The truth goes once per benchmark version, the file in parts.
 */
interface ThreadScoring<Truth, Input> {
  module: string;
  truth(truth: Truth): unknown;
  parts(input: Input): Iterable<[string, unknown]>;
  /** The settings the thread needs besides truth and file, as plain data. */
  options(settings: unknown, shots: Shots): unknown;
}

/** What `scoreInThread` of a kind's thread module takes and gives. */
export interface ThreadScoreRequest {
  truth: unknown;
  parts: [string, unknown][];
  options: unknown;
}

/** The truth the command line scores against, with the settings and how the table names it. */
interface CliTruth<Settings, Truth> {
  truth: Truth;
  settings: Settings;
  describe: string;
}

/** Options the command line cannot score with (exit 2): the sentence printed above the usage line. */
interface CliUsageFailure {
  code: "bad-usage";
  message: string;
}

/** The command line's `npm run score -- FILE --kind K`: what the kind adds to the shared options, and its output. */
export interface KindCli<Settings, Dataset, Truth, Scored> {
  /** Usage line and help text (the shared options are explained by the command). */
  usage: string;
  help: string;
  /** Options of this kind besides --kind, --truth, --json and --help (node:util parseArgs). */
  options: Record<string, { type: "string" | "boolean" }>;
  /** The truth to score against: from the benchmark folder of --truth, or (if the kind can) from the file itself. */
  truth(
    dataset: Dataset | null,
    values: Record<string, string | boolean | undefined>,
  ): Result<CliTruth<Settings, Truth>, CliUsageFailure>;
  shots(values: Record<string, string | boolean | undefined>): Shots;
  /** The scored file as the command prints it: a table, or one JSON document. */
  table(file: string, result: Scored, context: { describe: string }): string;
  json(file: string, result: Scored, context: { benchmarkSlug: string | null }): unknown;
}

/** Data `npm start` imports on a first start: the environment setting naming it, and the script that does it. */
interface StartImport {
  /** The setting (MRBEN_DATA_DIR) whose value is the file or folder; nothing is imported without it. */
  setting: string;
  /** From the project root; run with `args(value)` and the portal's DATABASE_URL. */
  script: string;
  args(value: string): string[];
}

export interface BenchmarkKind<
  Settings = unknown,
  Dataset = unknown,
  Truth = unknown,
  Input = unknown,
  Scored = unknown,
> {
  /** Stored in Benchmark.kind; `--kind` on the command line. */
  readonly name: string;
  readonly label: string;
  /** One line on what a model does and how it is scored, for the submit form. */
  readonly hint: string;
  readonly scorer: ScorerId;
  /** The headline score's name: "MR-Score", "F1". */
  readonly scoreLabel: string;
  /** Reading a file depends on the shot setting it is uploaded for (a file may hold both). */
  readonly readsShots: boolean;
  /** What a submission states besides the model: the judge of an evaluation with a judge stage, and the scores it claims. */
  readonly asks: { judgeModel: boolean; claimedScores: boolean };
  /** The parts a claimed score may be given for (MR-Ben's subjects), when the kind asks for claims by part. */
  readonly claimedParts?: readonly string[];
  /** The benchmark this kind is, when there is exactly one (MR-Ben); else benchmarks are imported by slug. */
  readonly fixedBenchmark?: { slug: string; name: string };
  /** Where the kind's own board is (MR-Ben: the home page); without one, the shared board at /benchmarks/{slug}. */
  readonly boardPath?: string;
  /**
   * Where the kind's own board is exported, for a kind with `boardPath` (MR-Ben: /api/v1/leaderboard, and
   * its CSV at the same path + ".csv"); /api/v1/benchmarks/{slug}/leaderboard sends its callers there.
   */
  readonly boardExportPath?: string;
  /** Where the kind's own board's badges are (MR-Ben: /api/v1/badges/{model}.svg); /api/v1/benchmarks/{slug}/badges sends there. */
  readonly boardBadgePath?: string;

  /** The benchmark's stored settings (Benchmark.settings) read with defaults. */
  settings(raw: unknown): Settings;
  /** What else a scoring depends on besides file, truth and scorer: part of its identity (FileScoring.variant). */
  variant(settings: Settings, shots: Shots): string;

  /** Reads a benchmark folder from disk, checking all of it. */
  readDataset(dir: string): DatasetRead<Dataset>;

  upload: UploadHints;
  /** A small file of this kind for the How to submit page to offer: valid for the kind's reader and scorer. */
  readonly sample?: { fileName: string; contentType: string; text(): string };
  /** What `npm start` imports before serving, each when its setting is given (a script that skips what is there). */
  readonly startImports?: readonly StartImport[];
  /** Reads a file's bytes for a shot setting. */
  scanner(shots: Shots): FileScanner<unknown>;
  /** The scanned file as the scorer takes it. */
  parse(scanned: unknown, shots: Shots): ParsedFile<Input>;

  /** Scores a file; asynchronous where the kind asks a helper process first (extraction's chemistry). */
  score(input: {
    truth: Truth;
    file: Input;
    settings: Settings;
    shots: Shots;
  }): ScoreOutcome<Scored> | Promise<ScoreOutcome<Scored>>;
  /**
   * Optional: what scanner, parse and score give together, in one pass over the bytes that holds no
   * more of the file than a record at a time (uploads and the command line take it: faster, and a
   * fraction of the memory). `stored` is the file as far as storeDetails reads it; empty when not
   * `storing` (the command line stores nothing).
   */
  scoringScanner?(input: {
    truth: Truth;
    settings: Settings;
    shots: Shots;
    storing: boolean;
  }): FileScanner<ScoredWhileScanning<Input, Scored>>;
  /** A scored file the portal does not keep (nothing in it matches the benchmark, duplicates). */
  refuse(result: Scored, context: { benchmarkName: string; versionNumber: number }): KindFailure | null;
  figures(result: Scored): ScoringFigures;
  thread: ThreadScoring<Truth, Input>;

  cli: KindCli<Settings, Dataset, Truth, Scored>;

  /** The parts that need the database, loaded on first use. */
  server(): Promise<KindServer<Settings, Dataset, Truth, Input, Scored>>;
  /** The parts that render, loaded on first use by the pages. */
  view(): Promise<KindView>;
}

/** The headline score's name as a key of exports: "F1" is f1, "Accuracy" accuracy, "MR-Score" mr_score. */
export const scoreKey = (scoreLabel: string): string =>
  scoreLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** A kind as the registry holds it: its types are the kind's own business. */
export type AnyBenchmarkKind = BenchmarkKind<unknown, unknown, unknown, unknown, unknown>;
