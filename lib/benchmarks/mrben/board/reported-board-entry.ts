// A moderator's reported entry as a board entry: its per-subject MR-Scores become runs without
// intervals, files or MCC/ACC, so everything that ranks and renders the board takes it as is.
import { z } from "zod";
import { compareSubjects } from "@/lib/benchmarks/mrben/benchmark";
import type { BoardSubject, ModelEntry, RunResult, SubjectResult } from "@/lib/benchmarks/mrben/board/types";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";

/** The stored `ReportedEntry.scores`: per shot setting, per subject key, a fraction 0..1. */
export const ZStoredReportedScores = z
  .object({
    "0": z.record(z.string(), z.number().min(0).max(1)).optional(),
    "1": z.record(z.string(), z.number().min(0).max(1)).optional(),
  })
  .strict();

export type StoredReportedScores = z.output<typeof ZStoredReportedScores>;

const REPORTED_SCORER = { name: "reported", version: "not rescored" } as const;

export interface ReportedEntryRow {
  id: string;
  modelSlug: string;
  modelName: string;
  modelLink: string;
  organization: string;
  description: string;
  parameterCount: bigint | null;
  openWeights: boolean;
  sourceUrl: string;
  scores: unknown;
  createdAt: Date;
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
      mrScore: { value: scores[key]!, ciLow: null, ciHigh: null },
      // The source reports the whole subject; the count is the benchmark's, not a matched file's.
      rankable: true,
      matchedItems: itemCount,
      benchmarkItems: itemCount,
    };
  }
  const values = Object.values(results).map((result) => result.mrScore.value);
  const mean = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
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
    subjects: results,
  };
}

/** The board entry of a published reported entry; null when its stored scores do not parse. */
export function reportedBoardEntry(
  row: ReportedEntryRow,
  subjects: readonly BoardSubject[],
  benchmarkVersion: number,
): ModelEntry | null {
  const parsed = ZStoredReportedScores.safeParse(row.scores);
  if (!parsed.success) return null;
  const runs: ModelEntry["runs"] = {};
  for (const shots of SHOT_SETTINGS) {
    const scores = parsed.data[`${shots}`];
    if (scores && Object.keys(scores).length > 0)
      runs[`${shots}`] = reportedRun(row, shots, scores, subjects, benchmarkVersion);
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
    judgeModel: null,
    temperature: null,
    submissionId: row.id,
    approvedAt: row.createdAt.toISOString(),
    verification: "reported",
    sourceUrl: row.sourceUrl,
    runs,
  };
}
