// What every board read selects and reports about a scored run's provenance: its file, the
// scorer and benchmark version that scored it, and when. Shared by the board (load-board.ts)
// and a model's history (MR-Ben's model page) so both describe a run the same way.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BoardRun } from "./board-data";

export const RUN_FILE_SELECT = {
  id: true,
  shots: true,
  fileName: true,
  finishedAt: true,
  file: { select: { sizeBytes: true, sha256: true } },
} as const satisfies Prisma.SubmissionRunSelect;

export const SCORING_SUMMARY_SELECT = {
  scorerName: true,
  scorerVersion: true,
  score: true,
  createdAt: true,
  benchmarkVersion: { select: { number: true } },
} as const satisfies Prisma.FileScoringSelect;

/** The scoring a run showed before the last rescore (SubmissionRun.previousScoringId). */
export const PREVIOUS_SCORING_SELECT = {
  previousScoring: { select: { score: true, scorerVersion: true } },
} as const satisfies Prisma.SubmissionRunSelect;

/** A rescore that changed the mean shows what it was; an unchanged one shows nothing. */
export function previousScore(
  previous: { score: number; scorerVersion: string } | null,
  currentMean: number,
): BoardRun["previous"] {
  if (!previous || Math.abs(previous.score - currentMean) < 1e-12) return null;
  return { mean: previous.score, scorerVersion: previous.scorerVersion };
}

type RunFileRow = Prisma.SubmissionRunGetPayload<{ select: typeof RUN_FILE_SELECT }>;
type ScoringSummaryRow = Prisma.FileScoringGetPayload<{ select: typeof SCORING_SUMMARY_SELECT }>;

export type RunProvenance = Pick<
  BoardRun,
  "runId" | "scorer" | "benchmarkVersion" | "fileName" | "sizeBytes" | "sha256" | "scoredAt"
>;

export function runProvenance(run: RunFileRow, scoring: ScoringSummaryRow): RunProvenance {
  return {
    runId: run.id,
    scorer: { name: scoring.scorerName, version: scoring.scorerVersion },
    benchmarkVersion: scoring.benchmarkVersion.number,
    fileName: run.fileName,
    sizeBytes: run.file ? Number(run.file.sizeBytes) : null,
    sha256: run.file?.sha256 ?? null,
    scoredAt: (run.finishedAt ?? scoring.createdAt).toISOString(),
  };
}
