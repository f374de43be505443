// The board put together from what the database says about its entries, at any moment: the
// entries that count (each model's newest approval, lib/boards/counted-entries.ts) with their runs,
// the published reported entries, and the moderators' standing flags. The current board (load-board.ts) and the board as
// it stood on a past day (board-history.ts) read the database differently and assemble it here.
import { compareSubjects, MRBEN_NAME, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import {
  reportedBoardEntry,
  reportedMeans,
  reportedPrice,
  type ReportedEntryRow,
} from "@/lib/benchmarks/mrben/board/reported-board-entry";
import type {
  BoardData,
  EntryTier,
  BoardSubject,
  ModelEntry,
  ReportedFigures,
  ShownFlag,
  BoardModelSource,
} from "@/lib/benchmarks/mrben/board/types";
import type { CountedEntry } from "@/lib/boards/counted-entries";
import type { BoardEntrySource } from "@/lib/boards/counted-entries-load";

/** An approved submission as the board needs it, with its runs already converted. */
export interface VerifiedSource extends BoardModelSource {
  judgeModel: string;
  temperature: number;
  priceInputUsdPerMTok: number | null;
  priceOutputUsdPerMTok: number | null;
  /** When it went (or last came back) on the board. */
  approvedAt: Date;
  /** Marked by its submitter as covering part of the benchmark on purpose. */
  partial: boolean;
  runs: ModelEntry["runs"];
}

/** A counted entry as the board's assembly takes it, its runs converted by `runResult` (null: not shown). */
export function verifiedSource(
  { entry, approvedAt, runs }: CountedEntry<BoardEntrySource>,
  runResult: (runId: string, scoringId: string) => ModelEntry["runs"]["0"] | null,
): VerifiedSource {
  const results: ModelEntry["runs"] = {};
  for (const run of Object.values(runs)) {
    const result = runResult(run.runId, run.scoringId);
    if (result) results[`${result.shots}`] = result;
  }
  return { ...entry, approvedAt, runs: results };
}

export type ReportedSource = ReportedEntryRow & { updatedAt: Date };

export interface BoardVersion {
  number: number;
  benchmark: { slug: string; name: string };
  subjects: { key: string; itemCount: number }[];
}

export function assembleBoard({
  version,
  verified,
  reported,
  flags,
  generatedAt,
}: {
  version: BoardVersion | null;
  /** The entries that count: one per model. */
  verified: VerifiedSource[];
  /** Newest first: the first of a model speaks for it. */
  reported: ReportedSource[];
  /** Standing flags by submission or reported entry id. */
  flags: Map<string, ShownFlag[]>;
  generatedAt: string;
}): BoardData {
  const reportedBySlug = new Map<string, ReportedSource>();
  for (const row of reported) if (!reportedBySlug.has(row.modelSlug)) reportedBySlug.set(row.modelSlug, row);

  const entries: ModelEntry[] = [];
  const taken = new Set<string>();
  for (const submission of verified) {
    if (!submission.runs["0"] && !submission.runs["1"]) continue;
    taken.add(submission.modelSlug);
    const beside = reportedBySlug.get(submission.modelSlug);
    entries.push({
      slug: submission.modelSlug,
      modelName: submission.modelName,
      modelLink: submission.modelLink,
      organization: submission.organization,
      description: submission.description,
      parameterCount: submission.parameterCount === null ? null : Number(submission.parameterCount),
      openWeights: submission.openWeights,
      judgeModel: submission.judgeModel,
      temperature: submission.temperature,
      submissionId: submission.id,
      approvedAt: submission.approvedAt.toISOString(),
      verification: "verified",
      tier: verifiedTier(submission.runs),
      sourceUrl: null,
      price: reportedPrice(submission) ?? (beside ? reportedPrice(beside) : null),
      reportedBeside: reportedFigures(beside),
      flags: flags.get(submission.id) ?? [],
      partial: submission.partial,
      runs: submission.runs,
    });
  }

  const subjects: BoardSubject[] = (version?.subjects ?? [])
    .map((subject) => ({ key: subject.key, label: subjectLabel(subject.key), itemCount: subject.itemCount }))
    .sort((a, b) => compareSubjects(a.key, b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  if (version) {
    for (const row of reportedBySlug.values()) {
      if (taken.has(row.modelSlug)) continue; // verified wins, with the reported figures beside it
      const entry = reportedBoardEntry(row, subjects, version.number);
      if (entry) entries.push({ ...entry, flags: flags.get(row.id) ?? [] });
    }
  }

  return {
    benchmark: version
      ? { slug: version.benchmark.slug, name: version.benchmark.name || MRBEN_NAME, version: version.number }
      : null,
    subjects,
    entries,
    generatedAt,
    updatedAt: newest([
      ...entries.flatMap((entry) => [entry.approvedAt, ...Object.values(entry.runs).map((run) => run.scoredAt)]),
      ...[...reportedBySlug.values()].map((row) => row.updatedAt.toISOString()),
    ]),
  };
}

/** Evaluated when every run the entry counts came from a hosted run; one uploaded file makes it rescored. */
function verifiedTier(runs: ModelEntry["runs"]): EntryTier {
  const counted = Object.values(runs);
  return counted.length > 0 && counted.every((run) => Boolean(run.hostedRunId)) ? "evaluated" : "rescored";
}

function reportedFigures(row: ReportedEntryRow | undefined): ReportedFigures | null {
  const means = row ? reportedMeans(row) : null;
  return row && means && Object.keys(means).length > 0 ? { means, sourceUrl: row.sourceUrl } : null;
}

/** The latest of ISO timestamps, or null for none. */
function newest(times: string[]): string | null {
  return times.reduce<string | null>((latest, time) => (latest === null || time > latest ? time : latest), null);
}
