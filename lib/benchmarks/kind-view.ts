// The part of a benchmark kind that renders: what the shared pages (a run's report, its records, a
// record, the moderator's spot check, a board) show of this kind, as server components. Loaded on
// first use by BenchmarkKind.view(); the pages around them are written once.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { DataColumn } from "@/components/ui/data-table";
import type { Shots } from "./kind";
import type { BoardContext, BoardFigureView, BoardRow, KindViewTypes, StoredScoring } from "./kind-server";

export type { KindViewTypes };

interface RunReportProps {
  submissionId: string;
  shots: Shots;
  scoring: StoredScoring;
  benchmarkName: string;
  /** What the submitter claimed (Submission.claimedScores), for kinds that compare. */
  claimedScores: unknown;
  /** The shared line on what scored the file, with its download and records links: shown after the figures. */
  provenance: ReactNode;
}

export interface SpotCheckView<Sampled = unknown> {
  /** What the spot check draws, in one sentence. */
  note: string;
  /** The table's caption for a shot setting, e.g. "Sampled 0-shot records: truth beside prediction". */
  caption(shots: Shots): string;
  rowKey(record: Sampled): string;
  columns(context: { submissionId: string; shots: Shots }): DataColumn<Sampled>[];
}

/**
 * A kind's own part of a model's page, for kinds with a board of their own (BenchmarkKind.boardPath):
 * loaded by the model's slug (null: the model is not on this kind's board), then titled and drawn.
 * The page's header is the section's when it has one; shared boards' entries follow it.
 */
export interface ModelPageSection<Data = unknown> {
  load(slug: string): Promise<Data | null>;
  /** The page's title and description when this section leads the page. */
  title(data: Data): { title: string; description: string };
  Section(props: { slug: string; data: Data }): ReactNode;
}

/** A kind's view with its own types (defineKindView); the pages hold it as a KindView. */
/** What a page of a kind's own is given: its route's segments and query, as Next.js passes them. */
export interface KindPageProps {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A page module of a kind's own: its component and its title (static or from its props). Each page
 * types its own route's params, which the contract cannot know: it takes what Next.js gives (`never`
 * here; kind-pages.tsx passes the route's props through).
 */
export interface KindPageModule {
  default(props: never): ReactNode | Promise<ReactNode>;
  metadata?: Metadata;
  generateMetadata?(props: never): Promise<Metadata>;
}

export interface TypedKindView<T extends KindViewTypes> {
  /**
   * Pages no other kind has (MR-Ben's analyses, item drill-down, its own board), by the name app/ asks
   * for them with (kind-pages.tsx), each loaded when shown.
   */
  ownPages?: Readonly<Record<string, () => Promise<KindPageModule>>>;
  /** What a record of a scoring is called on the pages: "item", "record". */
  recordNoun: string;
  /** A scored run's report: its figures, then `provenance`, then what the scorer found. */
  RunReport(props: RunReportProps): ReactNode;
  /** Panels under the report (MR-Ben: the judge audit and the analyses); `moderator` adds their actions. */
  RunPanels?(props: { submissionId: string; shots: Shots; scoring: StoredScoring; moderator: boolean }): ReactNode;
  /** Help above the drop zones: what the files are and the layouts they may have. */
  UploadHelp(): ReactNode;
  /**
   * The kind's part of the How to submit page: how to make its files, their format, and the command
   * that scores one; `sampleHref` downloads the kind's sample file (BenchmarkKind.sample), if it has one.
   */
  SubmitGuide?(props: { sampleHref: string | null }): ReactNode;
  /** The hosted evaluation's page (kinds with BenchmarkKindServer.hosted): what the portal asks the endpoint and what it makes of the answers. */
  HostedHelp?(): ReactNode;
  /** What a public board entry's page shows of its scored file above its records. */
  EntrySummary?(props: { scoring: StoredScoring }): ReactNode;
  /** A page of records (rows from listRecords); each links to its own page. */
  RecordsTable(props: { rows: T["recordRow"][]; recordHref: (key: string) => string }): ReactNode;
  /** One record (the detail from getRecord). */
  RecordDetail(props: { detail: T["recordDetail"] }): ReactNode;
  /** A record's title on its page. */
  recordTitle(detail: T["recordDetail"]): ReactNode;
  /** The same as plain text, for the page's title (without it: the noun and the record's key). */
  recordLabel?(detail: T["recordDetail"]): string;
  /** The moderator's spot check of one run's sampled records (from sampleRecords), shown as a table. */
  spotCheck: SpotCheckView<T["sampledRecord"]>;
  /** The kind's figures on its shared board and a model's page (kinds with a board of their own, BenchmarkKind.boardPath, show theirs there). */
  boardFigures?: BoardFigureView<T["boardFigures"]>;
  /** What the board shows under its table (extraction: the per-field heatmap). */
  BoardExtras?(props: { context: BoardContext; rows: BoardRow<T["boardFigures"]>[] }): ReactNode;
  /** The kind's part of a model's page (MR-Ben: standings, subjects, analyses, files). */
  modelPage?: ModelPageSection<T["modelPage"]>;
  /** The shared board's explanation under its title. */
  BoardIntro?(props: {
    benchmark: { name: string; description: string; settings: unknown };
    truthRecords: number;
  }): ReactNode;
}

/** What the shared pages hold of any kind's view: its types erased. */
export type KindView = TypedKindView<KindViewTypes>;

/**
 * A kind's view, typed by the shapes its own server part makes. The pages pass each kind only what
 * that kind's server part returned (its records' rows and details, its board figures...), so this
 * is the one place those types are erased.
 */
export function defineKindView<T extends KindViewTypes>(view: TypedKindView<T>): KindView {
  return view as unknown as KindView;
}

/** A record's name as plain text (a page title): the kind's label, or its noun and key. */
export const recordLabelOf = (view: KindView, detail: unknown, key: string): string =>
  view.recordLabel?.(detail) ?? `${view.recordNoun} ${key}`;
