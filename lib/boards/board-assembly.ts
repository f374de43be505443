// A board put together from what the database says about its entries, at any moment: the entries
// that count (counted-entries.ts: one per model) with their runs, the published reported entries a
// kind takes, and the moderators' standing flags. A verified entry's model never shows its reported
// entry as another entry: numbers rescored here outrank numbers copied from a paper, which are shown
// beside them. Pure: today's board and a past day's read the database differently and assemble here.
import type { EntryTier } from "@/lib/benchmarks/board-change";
import type { Price } from "@/lib/benchmarks/price";
import type { ShownFlag } from "@/lib/validations/entry-flag";
import type { BoardData, BoardEntry, BoardModelSource, BoardRun, BoardSubject, ReportedFigures } from "./board-data";
import type { CountedEntry, EntryIdentity } from "./counted-entries";

/** An approved submission as the board needs it, with its runs already converted. */
export interface VerifiedSource<Run extends BoardRun> extends BoardModelSource {
  judgeModel: string;
  temperature: number;
  priceInputUsdPerMTok: number | null;
  priceOutputUsdPerMTok: number | null;
  /** When it went (or last came back) on the board. */
  approvedAt: Date;
  /** Marked by its submitter as covering part of the benchmark on purpose. */
  partial: boolean;
  runs: BoardEntry<Run>["runs"];
}

/** A counted entry with its runs converted by `runResult` (null: a run the board does not show). */
export function verifiedSource<
  Run extends BoardRun,
  Entry extends EntryIdentity & Omit<VerifiedSource<Run>, "runs" | "approvedAt">,
>(
  { entry, approvedAt, runs }: CountedEntry<Entry>,
  runResult: (runId: string, scoringId: string) => Run | null,
): VerifiedSource<Run> {
  const results: BoardEntry<Run>["runs"] = {};
  for (const run of Object.values(runs)) {
    const result = runResult(run.runId, run.scoringId);
    if (result) results[`${result.shots}`] = result;
  }
  return { ...entry, approvedAt, runs: results };
}

/** A published reported entry, as its kind reads its figures. */
export interface ReportedSource<Run extends BoardRun> {
  id: string;
  modelSlug: string;
  updatedAt: Date;
  price: Price | null;
  /** Its means, shown beside a verified entry of the same model; null when it gives none. */
  beside: ReportedFigures | null;
  /** It as an entry of its own, against the board's subjects and version; null when its figures do not parse. */
  entry(subjects: readonly BoardSubject[], benchmarkVersion: number): BoardEntry<Run> | null;
}

export interface BoardVersion {
  number: number;
  benchmark: { slug: string; name: string };
  subjects: { key: string; itemCount: number }[];
}

/** How a kind names and orders its subjects. */
export interface SubjectNaming {
  label(key: string): string;
  compare(a: string, b: string): number;
}

export function assembleBoard<Run extends BoardRun>({
  version,
  verified,
  reported,
  flags,
  generatedAt,
  naming,
}: {
  version: BoardVersion | null;
  /** The entries that count: one per model. */
  verified: VerifiedSource<Run>[];
  /** Newest first: the first of a model speaks for it. */
  reported: ReportedSource<Run>[];
  /** Standing flags by submission or reported entry id. */
  flags: Map<string, ShownFlag[]>;
  generatedAt: string;
  naming: SubjectNaming;
}): BoardData<Run> {
  const reportedBySlug = new Map<string, ReportedSource<Run>>();
  for (const row of reported) if (!reportedBySlug.has(row.modelSlug)) reportedBySlug.set(row.modelSlug, row);

  const entries: BoardEntry<Run>[] = [];
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
      price: submissionPrice(submission) ?? beside?.price ?? null,
      reportedBeside: beside?.beside ?? null,
      flags: flags.get(submission.id) ?? [],
      partial: submission.partial,
      runs: submission.runs,
    });
  }

  const subjects: BoardSubject[] = (version?.subjects ?? [])
    .map((subject) => ({ key: subject.key, label: naming.label(subject.key), itemCount: subject.itemCount }))
    .sort((a, b) => naming.compare(a.key, b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  if (version) {
    for (const row of reportedBySlug.values()) {
      if (taken.has(row.modelSlug)) continue; // verified wins, with the reported figures beside it
      const entry = row.entry(subjects, version.number);
      if (entry) entries.push({ ...entry, flags: flags.get(row.id) ?? [] });
    }
  }

  return {
    benchmark: version ? { slug: version.benchmark.slug, name: version.benchmark.name, version: version.number } : null,
    subjects,
    entries,
    generatedAt,
    updatedAt: newest([
      ...entries.flatMap((entry) => [entry.approvedAt, ...Object.values(entry.runs).map((run) => run!.scoredAt)]),
      ...[...reportedBySlug.values()].map((row) => row.updatedAt.toISOString()),
    ]),
  };
}

/** Evaluated when every run the entry counts came from a hosted run; one uploaded file makes it rescored. */
function verifiedTier(runs: BoardEntry["runs"]): EntryTier {
  const counted = Object.values(runs);
  return counted.length > 0 && counted.every((run) => Boolean(run?.hostedRunId)) ? "evaluated" : "rescored";
}

/** A price only when both figures are given. */
function submissionPrice(row: { priceInputUsdPerMTok: number | null; priceOutputUsdPerMTok: number | null }) {
  const { priceInputUsdPerMTok: input, priceOutputUsdPerMTok: output } = row;
  return input === null || output === null ? null : { input, output };
}

/** The latest of ISO timestamps, or null for none. */
function newest(times: string[]): string | null {
  return times.reduce<string | null>((latest, time) => (latest === null || time > latest ? time : latest), null);
}
