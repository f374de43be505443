// The part of a benchmark kind that needs the database: importing and versioning its truth, storing
// what it keeps of a scoring, and what moderation, the records pages, the boards and the API read
// of a stored scoring. Loaded on first use by BenchmarkKind.server().
import type { ReactNode } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BoardChangeLog, EntryTier } from "./board-change";
import type { ScorerId, Shots } from "./kind";
import type { HostedEvaluation } from "./kind-hosted";
import type { ShownFlag } from "@/lib/validations/entry-flag";

export type Tx = Prisma.TransactionClient;

/** A benchmark row as the kinds see it. */
export interface KindBenchmark {
  id: string;
  slug: string;
  name: string;
  kind: string;
  description: string;
  settings: unknown;
}

/** The truth of one benchmark version, as the kind's scorer takes it. */
export interface VersionTruth<Truth> {
  versionId: string;
  versionNumber: number;
  truth: Truth;
}

/** What an import did, for the command line: one sentence, then any lines (a table). */
export interface ImportOutcome {
  /**
   * "nothing" when the database already held this data, "first-version" or "new-version" when it
   * made a version, else the kind's word for an update that kept the truth ("update-settings").
   */
  outcome: string;
  versionNumber: number;
  /** How many records (items, references) the current version holds. */
  records: number;
  lines: string[];
}

/** A refusal of the data as a whole (a slug taken by another kind): nothing was written. */
export class DatasetImportError extends Error {
  override name = "DatasetImportError";
}

/** A stored scoring as every kind's reader receives it (FileScoring). */
export interface StoredScoring {
  id: string;
  scorerName: string;
  scorerVersion: string;
  variant: string;
  score: number;
  scoreCiLow: number | null;
  scoreCiHigh: number | null;
  summary: unknown;
  report: unknown;
  analyses: unknown;
  analysesVersion: number | null;
  createdAt: Date;
  benchmarkVersion: { id: string; number: number };
}

/** One line of a run's signals in the moderation queue: a label and its value, marked when it needs a look. */
export interface SignalLine {
  label: string;
  value: string;
  /** data-testid of the value, for the browser tests. */
  testId?: string;
}

/** What a moderator reads at a glance of one scored run. */
export interface RunReview {
  lines: SignalLine[];
  /** Short texts of what needs a second look, empty when nothing does. */
  flags: string[];
  /** The kind's own figures behind the lines (MR-Ben: its RunSignals), for its callers and tests. */
  detail?: unknown;
}

/** What the moderator reads about a submission's setup (the judge it names), with flags. */
export interface SetupReview {
  lines: SignalLine[];
  flags: string[];
}

/** A CSV column of a board export, after the columns every board has. */
export interface BoardCsvColumn<Figures extends object = object> {
  header: string;
  value(row: BoardRow<Figures>): string | number | null;
}

/** A score with its bootstrap 95% interval (null when the run was scored before intervals existed). */
export type IntervalScore = { value: number; ciLow: number | null; ciHigh: number | null };

/** The ranks an entry could take given the intervals: best..worst (1-based). */
export type RankBand = { best: number; worst: number };

/**
 * A score or figure as a board shows it: sort value `v`, text `t` ("27.7"), and with an interval `pm`
 * ("3.1"), and where its bounds are shown, `ci` ("[24.6, 30.8]") and the bounds for a chart's error
 * bar (`lo`, `hi`).
 */
export type ShownScore = { v: number; t: string; pm?: string; ci?: string; lo?: number; hi?: number };

/** One of a kind's figures as a board column: its key among a row's figures, its header, the sort button's name. */
export type FigureColumn = { key: string; title: ReactNode; label: string };

/** A kind's figures on its board: their columns, and each scoring's figures (boardFigures) as shown. */
export interface BoardFigureView<Figures extends object = object> {
  columns: FigureColumn[];
  show(figures: Figures): Record<string, ShownScore>;
}

/** A subject of a benchmark as its board names it: its key, its label and how many items it has. */
interface KindSubject {
  key: string;
  label: string;
  itemCount: number;
}

/** One scoring's score on a subject, and how many of the subject's items the file covered. */
interface KindSubjectScore {
  score: IntervalScore;
  matchedItems: number;
  benchmarkItems: number;
}

/** A kind whose benchmarks have subjects: each version's subjects in board order, and each scoring's score on them. */
export interface KindBoardSubjects {
  list(versionIds: string[]): Promise<Map<string, KindSubject[]>>;
  scores(scorings: StoredScoring[]): Promise<Map<string, Record<string, KindSubjectScore>>>;
}

/** A board entry as every kind's board shows it: the model, the ranked score, and the kind's own figures. */
export interface BoardRow<Figures extends object = object> {
  rank: number | null;
  rankBand: RankBand | null;
  submissionId: string;
  scoringId: string;
  model: {
    name: string;
    slug: string;
    link: string;
    organization: string;
    parameterCount: string | null;
    openWeights: boolean;
    /** API price in USD per million input and output tokens, when the submission gives it. */
    price: { input: number; output: number } | null;
  };
  score: number;
  interval: { low: number; high: number } | null;
  benchmarkVersion: number;
  /** When the entry was approved (ISO 8601); null for one approved before the date was kept. */
  approvedAt: string | null;
  /** Moderators' standing flags on the entry, with their notes. */
  flags: ShownFlag[];
  /** Whether the portal evaluated the entry itself (a hosted run) or rescored an uploaded file. */
  tier: EntryTier;
  /** What the kind's server part gave for this scoring (boardFigures). */
  figures: Figures;
}

export interface BoardContext {
  slug: string;
  shots: Shots;
  /** The benchmark's current version: an entry scored against an older one says so. */
  versionNumber: number;
}

/**
 * The shapes a kind's pages read of what its server part made: a records page's rows (listRecords),
 * one record's detail (getRecord), a spot check's sampled records (sampleRecords), a board entry's
 * figures (boardFigures) and its model page's data. A kind names its own (defineKindView).
 */
export interface KindViewTypes {
  recordRow: unknown;
  recordDetail: unknown;
  sampledRecord: unknown;
  boardFigures: object;
  modelPage: unknown;
}

/** A kind's own board's part of a model's document: its fields, stamped when the board was read. */
export type OwnBoardModelDocument = { generatedAt: string };

/** A page of records of a scoring, as the kind's records table shows them. */
export interface RecordPage<Row = unknown> {
  total: number;
  pages: number;
  /** Rows for the kind's records table (JSON-serialisable). */
  rows: Row[];
}

/** One record's address in a scoring (a row id, a reference position), as the URL carries it. */
type RecordKey = string;

/** A filter of the records page: a select of values, each with its label. */
export interface RecordFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  /** The value selected when the URL names none (else "any"). */
  default?: string;
  /** Has no "any" choice. */
  required?: boolean;
}

/** What of a submission its coverage is judged with: whether it covers part of the benchmark on purpose. */
export interface CoverageContext {
  partial: boolean;
}

/** A route handler of a kind's own, as Next.js calls it. */
export type KindRouteHandler = (
  request: Request,
  context?: { params?: Promise<Record<string, string>> },
) => Promise<Response>;

/** A route module of a kind's own: its handlers by method. */
type KindRouteModule = Partial<Record<"GET" | "POST", KindRouteHandler>>;

export interface KindServer<Settings, Dataset, Truth, Input, Result, Pages extends KindViewTypes = KindViewTypes> {
  /**
   * API routes no other kind has (MR-Ben's board export, model analyses, badges, reported entries), by
   * the name app/ asks for them with (kind-routes.ts), each loaded when called.
   */
  readonly ownRoutes?: Readonly<Record<string, () => Promise<KindRouteModule>>>;
  /** Imports a dataset read from disk in one transaction, as a new version when its truth differs. */
  importDataset(dataset: Dataset): Promise<ImportOutcome>;
  /** The truth of the benchmark's current version (read once per version and process), or null before any import. */
  currentTruth(benchmark: KindBenchmark): Promise<VersionTruth<Truth> | null>;
  /** What the kind keeps of a scoring besides its FileScoring row, written in the scoring's transaction. */
  storeDetails(
    tx: Tx,
    input: {
      scoringId: string;
      /** The scorer the scoring is stamped with (a rescore may stamp another version). */
      scorer: ScorerId;
      truth: VersionTruth<Truth>;
      result: Result;
      file: Input;
      settings: Settings;
    },
  ): Promise<void>;
  /** Work started once a run is scored (MR-Ben: the judge audit's sample); failures are logged, not thrown. */
  afterScored?(input: { runId: string }): Promise<void>;
  /** Hosted evaluation: the portal asks a model's endpoint the benchmark itself (MR-Ben). Without it, the kind's benchmarks are not hosted. */
  readonly hosted?: HostedEvaluation;
  /** Background work of the kind, started by the worker process (MR-Ben: judge audits, analyses). */
  startWorkers?(): Promise<{ stop(): Promise<void> }>;

  /**
   * Why a scored run cannot go on the board yet, in words for the moderator (empty: it may). `partial`:
   * its submitter marked the submission as covering part of the benchmark on purpose.
   */
  approvalBlockers(scoring: StoredScoring, shots: Shots, submission: CoverageContext): Promise<string[]>;
  /**
   * What of the benchmark a scored run does not cover (MR-Ben: subjects missing or incomplete), in
   * words for its submitter: sending it for review is refused with them. Without it, nothing is.
   */
  coverageBlockers?(scoring: StoredScoring, shots: Shots, submission: CoverageContext): Promise<string[]>;
  /**
   * What the names of a submission's current results files say against each other (MR-Ben: a 1-shot
   * file naming another model than the 0-shot file), in words for its submitter and the moderators.
   */
  fileNameWarnings?(files: readonly { shots: Shots; fileName: string | null }[]): string[];
  /** A scored run at a glance, for the moderation queue. */
  reviewRun(scoring: StoredScoring, context: { shots: Shots; claimedScores: unknown }): Promise<RunReview>;
  /** The submission's setup at a glance (MR-Ben: its judge), given its runs' scorings; without it, "no judge stage". */
  reviewSetup?(submission: { judgeModel: string }, scorings: (StoredScoring | null)[]): SetupReview;

  /** The records page's filters, and a page of a scoring's records. */
  readonly recordFilters: RecordFilter[];
  listRecords(
    scoring: StoredScoring,
    filters: Record<string, string>,
    page: number,
  ): Promise<RecordPage<Pages["recordRow"]>>;
  /** One record with what its page shows and its neighbours' keys, or null when the scoring has no such record. */
  getRecord(
    scoring: StoredScoring,
    key: RecordKey,
  ): Promise<{ detail: Pages["recordDetail"]; previous: RecordKey | null; next: RecordKey | null } | null>;
  /** A few records for a moderator to read by hand, the same every time for the same seed. */
  sampleRecords(scoring: StoredScoring, seed: string): Promise<Pages["sampledRecord"][]>;

  /** The scoring as the submissions API shows it (a documented shape per kind). */
  scoringJson(scoring: StoredScoring): Promise<Record<string, unknown>>;
  /**
   * A model's part of its document (GET /api/v1/models/{slug}) on the kind's own board (a kind with
   * `boardPath`; MR-Ben's), its fields at the top of the document; null when the model is not on it.
   * Without it, the kind's models are documented by their shared boards' entries (lib/boards/model-document.ts).
   */
  modelDocument?(slug: string): Promise<OwnBoardModelDocument | null>;
  /** The board row's figures besides the score and its interval, for the board's columns and exports. */
  boardFigures(scorings: StoredScoring[]): Promise<Map<string, Pages["boardFigures"]>>;
  /** A kind with subjects: its board shows and ranks each subject's score beside the headline one. */
  boardSubjects?: KindBoardSubjects;
  /**
   * What changed on the kind's own board (a kind with `boardPath`), for /changes and its feed; without
   * it, the shared board's changes. Either is replayed by lib/boards/board-change-log.ts, by the rule
   * of its board's parts (`loadBoardChangeLog` of lib/boards/board-load.ts).
   */
  boardChanges?(benchmark: KindBenchmark): Promise<BoardChangeLog>;
  /**
   * What the board's exports say besides the model and rank: of the benchmark, of each entry, and as CSV
   * columns (given the board's rows, for columns that depend on them, such as one per field path).
   */
  readonly boardExport: {
    benchmark(board: { settings: unknown; truthRecords: number }): Record<string, unknown>;
    entry(row: BoardRow<Pages["boardFigures"]>): Record<string, unknown>;
    csv(rows: BoardRow<Pages["boardFigures"]>[]): BoardCsvColumn<Pages["boardFigures"]>[];
  };
}
