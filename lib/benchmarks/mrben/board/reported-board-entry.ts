// A reported entry as a board entry: its per-subject MR-Scores become runs without intervals, files
// or MCC/ACC, so everything that ranks and renders the board takes it as is; an entry whose source
// gives only the average (the authors' published board) becomes a run of the mean alone.
import { z } from "zod";
import { compareSubjects } from "@/lib/benchmarks/mrben/benchmark";
import type {
  BoardModelSource,
  BoardSubject,
  ModelEntry,
  ReportedFigures,
  RunResult,
  SubjectResult,
} from "@/lib/benchmarks/mrben/board/types";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";
import type { ReportedSource } from "@/lib/boards/board-assembly";

/** The stored `ReportedEntry.scores`: per shot setting, per subject key, a fraction 0..1. */
const ZStoredReportedScores = z
  .object({
    "0": z.record(z.string(), z.number().min(0).max(1)).optional(),
    "1": z.record(z.string(), z.number().min(0).max(1)).optional(),
  })
  .strict();

/** The stored `ReportedEntry.meanScores`: per shot setting, the average MR-Score (a fraction) a source gives alone. */
const ZStoredMeanScores = z
  .object({ "0": z.number().min(0).max(1).optional(), "1": z.number().min(0).max(1).optional() })
  .strict();

const REPORTED_SCORER = { name: "reported", version: "not rescored" } as const;

export interface ReportedEntryRow extends BoardModelSource {
  sourceUrl: string;
  scores: unknown;
  meanScores: unknown;
  judgeModel: string | null;
  priceInputUsdPerMTok: number | null;
  priceOutputUsdPerMTok: number | null;
  createdAt: Date;
}

/**
 * Per shot setting, a reported entry's average MR-Score: the mean of its subjects where it gives them,
 * else the average its source gives alone. Null when the stored figures do not parse.
 */
export function reportedMeans(row: Pick<ReportedEntryRow, "scores" | "meanScores">): ReportedFigures["means"] | null {
  const scores = ZStoredReportedScores.safeParse(row.scores);
  const means = ZStoredMeanScores.safeParse(row.meanScores ?? {});
  if (!scores.success || !means.success) return null;
  const result: ReportedFigures["means"] = {};
  for (const shots of SHOT_SETTINGS) {
    const subjects = Object.values(scores.data[`${shots}`] ?? {});
    const mean = subjects.length
      ? subjects.reduce((sum, value) => sum + value, 0) / subjects.length
      : means.data[`${shots}`];
    if (mean !== undefined) result[`${shots}`] = mean;
  }
  return result;
}

/** A price only when the source gives both figures. */
function reportedPrice(row: Pick<ReportedEntryRow, "priceInputUsdPerMTok" | "priceOutputUsdPerMTok">) {
  const { priceInputUsdPerMTok: input, priceOutputUsdPerMTok: output } = row;
  return input === null || output === null ? null : { input, output };
}

function reportedRun(
  row: ReportedEntryRow,
  shots: 0 | 1,
  scores: Record<string, number>,
  subjects: readonly BoardSubject[],
  benchmarkVersion: number,
): RunResult {
  const itemCounts = new Map(subjects.map((subject) => [subject.key, subject.itemCount]));
  const results: Record<string, SubjectResult> = {};
  for (const key of Object.keys(scores).sort(compareSubjects)) {
    const itemCount = itemCounts.get(key);
    if (itemCount === undefined) continue; // a subject the current benchmark no longer has
    results[key] = {
      subject: key,
      mcc: null,
      accStep: null,
      accReason: null,
      score: { value: scores[key]!, ciLow: null, ciHigh: null },
      // The source reports the whole subject; the count is the benchmark's, not a matched file's.
      rankable: true,
      matchedItems: itemCount,
      benchmarkItems: itemCount,
    };
  }
  const values = Object.values(results).map((result) => result.score.value);
  const mean = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  return reportedRunOf(row, shots, benchmarkVersion, { mean, subjects: results });
}

/** A run of the average alone: it ranks on the overall board, without interval, and on no subject's. */
function meanOnlyRun(row: ReportedEntryRow, shots: 0 | 1, mean: number, benchmarkVersion: number): RunResult {
  return reportedRunOf(row, shots, benchmarkVersion, { mean, subjects: {}, meanOnly: true });
}

/** A reported run: no file, no interval, the scorer "reported". */
function reportedRunOf(
  row: ReportedEntryRow,
  shots: 0 | 1,
  benchmarkVersion: number,
  { mean, subjects, meanOnly }: { mean: number; subjects: Record<string, SubjectResult>; meanOnly?: true },
): RunResult {
  return {
    runId: `reported:${row.id}:${shots}`,
    submissionId: row.id,
    shots,
    scorer: { ...REPORTED_SCORER },
    benchmarkVersion,
    fileName: null,
    sizeBytes: null,
    sha256: null,
    scoredAt: row.createdAt.toISOString(),
    mean: { value: mean, ciLow: null, ciHigh: null },
    subjects,
    ...(meanOnly ? { meanOnly } : {}),
  };
}

/** The board entry of a published reported entry; null when its stored scores do not parse. */
export function reportedBoardEntry(
  row: ReportedEntryRow,
  subjects: readonly BoardSubject[],
  benchmarkVersion: number,
): ModelEntry | null {
  const parsed = ZStoredReportedScores.safeParse(row.scores);
  const means = ZStoredMeanScores.safeParse(row.meanScores ?? {});
  if (!parsed.success || !means.success) return null;
  const runs: ModelEntry["runs"] = {};
  for (const shots of SHOT_SETTINGS) {
    const scores = parsed.data[`${shots}`];
    const mean = means.data[`${shots}`];
    if (scores && Object.keys(scores).length > 0)
      runs[`${shots}`] = reportedRun(row, shots, scores, subjects, benchmarkVersion);
    else if (mean !== undefined) runs[`${shots}`] = meanOnlyRun(row, shots, mean, benchmarkVersion);
  }
  if (!runs["0"] && !runs["1"]) return null;
  return {
    slug: row.modelSlug,
    modelName: row.modelName,
    modelLink: row.modelLink,
    organization: row.organization,
    description: row.description,
    parameterCount: row.parameterCount === null ? null : Number(row.parameterCount),
    openWeights: row.openWeights,
    judgeModel: row.judgeModel,
    temperature: null,
    submissionId: row.id,
    approvedAt: row.createdAt.toISOString(),
    verification: "reported",
    tier: "reported",
    sourceUrl: row.sourceUrl,
    price: reportedPrice(row),
    reportedBeside: null,
    flags: [],
    partial: false,
    runs,
  };
}

/** A published reported entry as MR-Ben's board takes it (lib/boards/board-assembly.ts). */
export function reportedSource(row: ReportedEntryRow & { updatedAt: Date }): ReportedSource<RunResult> {
  const means = reportedMeans(row);
  return {
    id: row.id,
    modelSlug: row.modelSlug,
    updatedAt: row.updatedAt,
    price: reportedPrice(row),
    beside: means && Object.keys(means).length > 0 ? { means, sourceUrl: row.sourceUrl } : null,
    entry: (subjects, benchmarkVersion) => reportedBoardEntry(row, subjects, benchmarkVersion),
  };
}
