// Every board's ranking, pure: the rows that may rank in order with competition ranks ("1, 2, 2,
// 4") and the rank bands their intervals allow, then the rows that may not, unranked. The kind
// says what a row's score is and why one cannot rank; the rules are the same on every board.
import type { IntervalScore, RankBand } from "@/lib/benchmarks/kind-server";

export interface RankCandidate<Item> {
  item: Item;
  /** The model's name, then its slug, then `key`, order rows of equal scores. */
  name: string;
  slug: string;
  /** Unique on the board (a submission's id, or a model's slug where a model has one row). */
  key: string;
  score: IntervalScore;
  /** Why the row cannot rank, e.g. "Incomplete coverage: math"; null when it can. */
  unrankedReason: string | null;
  /** The row's figure has no interval of its own (a source's average): no band is claimed for it. */
  noBand?: boolean;
}

export interface RankedCandidate<Item> {
  item: Item;
  score: IntervalScore;
  unrankedReason: string | null;
  rank: number | null;
  rankBand: RankBand | null;
}

/**
 * Scores are equal when they agree to 1e-9. Means are sums of floats computed in different
 * orders (and round-tripped through PostgreSQL's float8), so two entries with the same counts can
 * differ in the last bits; no real score difference is that small.
 */
const TIE_RESOLUTION = 1e9;
const tieKey = (value: number) => Math.round(value * TIE_RESOLUTION);

/** Byte order, the same on every machine and locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function rankCandidates<Item>(candidates: readonly RankCandidate<Item>[]): RankedCandidate<Item>[] {
  const order = (a: RankCandidate<Item>, b: RankCandidate<Item>) =>
    tieKey(b.score.value) - tieKey(a.score.value) ||
    byText(a.name, b.name) ||
    byText(a.slug, b.slug) ||
    byText(a.key, b.key);
  const rankable = candidates.filter((row) => row.unrankedReason === null).sort(order);
  const unrankable = candidates.filter((row) => row.unrankedReason !== null).sort(order);
  const ranked: RankedCandidate<Item>[] = [];
  rankable.forEach((row, index) => {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && tieKey(previous.score.value) === tieKey(row.score.value);
    ranked.push({
      item: row.item,
      score: row.score,
      unrankedReason: null,
      rank: tied ? previous.rank : index + 1,
      rankBand: row.noBand
        ? null
        : rankBand(
            row.score,
            rankable.map((peer) => peer.score),
            index,
          ),
    });
  });
  return [
    ...ranked,
    ...unrankable.map((row) => ({
      item: row.item,
      score: row.score,
      unrankedReason: row.unrankedReason,
      rank: null,
      rankBand: null,
    })),
  ];
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
  return { low: tieKey(Math.min(ciLow ?? value, value)), high: tieKey(Math.max(ciHigh ?? value, value)) };
}
