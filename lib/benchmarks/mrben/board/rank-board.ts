// MR-Ben's board's rows, pure: which entries appear on a board (overall, a subject, a difficulty
// level), the score each ranks by and why one may not rank; lib/boards/rank.ts ranks them.
import type {
  BoardData,
  BoardLevel,
  IntervalScore,
  RankedRow,
  RunResult,
  Shots,
} from "@/lib/benchmarks/mrben/board/types";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { rankCandidates } from "@/lib/boards/rank";

export function rankBoard({
  data,
  shots,
  subject,
  level,
}: {
  data: BoardData;
  shots: Shots;
  subject?: string;
  /** Overall board only: rank by the MR-Score of one difficulty level's items. */
  level?: BoardLevel;
}): RankedRow[] {
  const other: `${Shots}` = shots === 0 ? "1" : "0";
  const boardSubjects = data.subjects.map((known) => known.key);
  const candidates = data.entries.flatMap((entry) => {
    const run = entry.runs[`${shots}`];
    const score = run ? boardScore(run, subject, level) : null;
    if (!run || !score) return [];
    const otherRun = entry.runs[other];
    const unranked = unrankedReason(run, subject, boardSubjects, entry.partial);
    const row = { entry, run, score, otherShots: otherRun ? boardScore(otherRun, subject, level) : null };
    // A source's one figure has no interval: no band is claimed for it.
    return [
      {
        item: row,
        name: entry.modelName,
        slug: entry.slug,
        key: entry.slug,
        score,
        unrankedReason: unranked,
        noBand: run.meanOnly === true,
      },
    ];
  });
  return rankCandidates(candidates).map(({ item, rank, rankBand, unrankedReason }) => ({
    ...item,
    rank,
    rankBand,
    unrankedReason,
  }));
}

/** The row of one model on a ranked board, or null when the model is not on it. */
export function findRankedRow(rows: readonly RankedRow[], slug: string): RankedRow | null {
  return rows.find((row) => row.entry.slug === slug) ?? null;
}

function boardScore(run: RunResult, subject: string | undefined, level: BoardLevel | undefined): IntervalScore | null {
  if (level !== undefined) return subject === undefined ? (run.levels?.[level]?.mrScore ?? null) : null;
  if (subject === undefined) return run.mean;
  return run.subjects[subject]?.mrScore ?? null;
}

function unrankedReason(
  run: RunResult,
  subject: string | undefined,
  boardSubjects: string[],
  partial: boolean,
): string | null {
  // An average its source gives alone ranks on the overall board; it is on no subject's board.
  if (run.meanOnly && subject === undefined) return null;
  const required = subject === undefined ? boardSubjects : [subject];
  const missing = required.filter((key) => !run.subjects[key]);
  const incomplete = required.filter((key) => run.subjects[key] && !run.subjects[key].rankable);
  const reasons: string[] = [];
  if (missing.length) {
    const names = missing.map(subjectLabel).join(", ");
    reasons.push(
      partial ? `Partial on purpose, not run: ${names}` : `Missing subject${missing.length > 1 ? "s" : ""}: ${names}`,
    );
  }
  if (incomplete.length) reasons.push(`Incomplete coverage: ${incomplete.map(subjectLabel).join(", ")}`);
  return reasons.length ? reasons.join("; ") : null;
}
