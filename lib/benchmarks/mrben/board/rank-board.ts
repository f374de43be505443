// The board's ranking rules, pure: which entries appear, which may rank, their competition ranks
// and the rank bands their confidence intervals allow.
import type {
  BoardData,
  BoardLevel,
  IntervalScore,
  RankBand,
  RankedRow,
  RunResult,
  Shots,
} from "@/lib/benchmarks/mrben/board/types";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";

/**
 * Scores are equal when they agree to 1e-9. Means are sums of floats computed in different
 * orders (and round-tripped through PostgreSQL's float8), so two entries with the same counts can
 * differ in the last bits; no real MR-Score difference is that small.
 */
const TIE_RESOLUTION = 1e9;
const scoreKey = (value: number) => Math.round(value * TIE_RESOLUTION);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
  const candidates = data.entries.flatMap((entry) => {
    const run = entry.runs[`${shots}`];
    if (!run) return [];
    const score = boardScore(run, subject, level);
    if (!score) return [];
    const otherRun = entry.runs[other];
    return [
      {
        entry,
        run,
        score,
        unrankedReason: unrankedReason(
          run,
          subject,
          data.subjects.map((known) => known.key),
          entry.partial,
        ),
        otherShots: otherRun ? boardScore(otherRun, subject, level) : null,
      },
    ];
  });

  const order = (a: (typeof candidates)[number], b: (typeof candidates)[number]) =>
    scoreKey(b.score.value) - scoreKey(a.score.value) ||
    byText(a.entry.modelName, b.entry.modelName) ||
    byText(a.entry.slug, b.entry.slug);
  const rankable = candidates.filter((row) => row.unrankedReason === null).sort(order);
  const unrankable = candidates.filter((row) => row.unrankedReason !== null).sort(order);

  const ranked: RankedRow[] = [];
  rankable.forEach((row, index) => {
    const previous = ranked[index - 1];
    const tied = previous && scoreKey(previous.score.value) === scoreKey(row.score.value);
    const rank = tied && previous.rank !== null ? previous.rank : index + 1;
    ranked.push({
      ...row,
      rank,
      // The source gives one figure and no interval: no band is claimed for it.
      rankBand: row.run.meanOnly
        ? null
        : rankBand(
            row.score,
            rankable.map((peer) => peer.score),
            index,
          ),
    });
  });
  return [...ranked, ...unrankable.map((row) => ({ ...row, rank: null, rankBand: null }))];
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

/**
 * The ranks a row could take: it is surely behind every peer whose whole interval lies above
 * its own, and could be behind every peer whose interval reaches its own. A missing interval
 * (runs scored before intervals were stored) counts as the point itself, so without intervals
 * the band is the plain rank widened only by exact ties. Intervals are widened to contain their
 * point, so the band always contains the plain rank.
 */
function rankBand(score: IntervalScore, peers: IntervalScore[], self: number): RankBand {
  const mine = bounds(score);
  let above = 0;
  let mayBeAbove = 0;
  peers.forEach((peer, index) => {
    if (index === self) return;
    const theirs = bounds(peer);
    if (theirs.low > mine.high) above += 1;
    if (theirs.high >= mine.low) mayBeAbove += 1;
  });
  return { best: 1 + above, worst: 1 + mayBeAbove };
}

function bounds({ value, ciLow, ciHigh }: IntervalScore): { low: number; high: number } {
  return { low: scoreKey(Math.min(ciLow ?? value, value)), high: scoreKey(Math.max(ciHigh ?? value, value)) };
}
