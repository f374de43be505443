// Every board's rows, pure: which entries appear on a board (overall, or one subject), the score each
// ranks by and why one may not rank; rank.ts ranks them.
import type { Shots } from "@/lib/benchmarks/kind";
import type { IntervalScore } from "@/lib/benchmarks/kind-server";
import type { BoardData, BoardRun, RankedRow } from "./board-data";
import { rankCandidates } from "./rank";

export function rankBoard<Run extends BoardRun>({
  data,
  shots,
  subject,
  scoreOf,
}: {
  data: BoardData<Run>;
  shots: Shots;
  subject?: string;
  /** Rank by another score of a run than its mean or subject's (MR-Ben: a difficulty level's); null: not on it. */
  scoreOf?: (run: Run) => IntervalScore | null;
}): RankedRow<Run>[] {
  const other: `${Shots}` = shots === 0 ? "1" : "0";
  const score = scoreOf ?? ((run: Run) => (subject === undefined ? run.mean : (run.subjects[subject]?.score ?? null)));
  const labels = new Map(data.subjects.map((known) => [known.key, known.label]));
  const boardSubjects = data.subjects.map((known) => known.key);
  const candidates = data.entries.flatMap((entry) => {
    const run = entry.runs[`${shots}`];
    const ranked = run ? score(run) : null;
    if (!run || !ranked) return [];
    const otherRun = entry.runs[other];
    const unranked = unrankedReason(run, subject, boardSubjects, entry.partial, (key) => labels.get(key) ?? key);
    const row = { entry, run, score: ranked, otherShots: otherRun ? score(otherRun) : null };
    // A source's one figure has no interval: no band is claimed for it.
    return [
      {
        item: row,
        name: entry.modelName,
        slug: entry.slug,
        key: entry.slug,
        score: ranked,
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
export function findRankedRow<Run extends BoardRun>(rows: readonly RankedRow<Run>[], slug: string) {
  return rows.find((row) => row.entry.slug === slug) ?? null;
}

function unrankedReason(
  run: BoardRun,
  subject: string | undefined,
  boardSubjects: string[],
  partial: boolean,
  label: (key: string) => string,
): string | null {
  // An average its source gives alone ranks on the overall board; it is on no subject's board.
  if (run.meanOnly && subject === undefined) return null;
  const required = subject === undefined ? boardSubjects : [subject];
  const missing = required.filter((key) => !run.subjects[key]);
  const incomplete = required.filter((key) => run.subjects[key] && !run.subjects[key].rankable);
  const reasons: string[] = [];
  if (missing.length) {
    const names = missing.map(label).join(", ");
    reasons.push(
      partial ? `Partial on purpose, not run: ${names}` : `Missing subject${missing.length > 1 ? "s" : ""}: ${names}`,
    );
  }
  if (incomplete.length) reasons.push(`Incomplete coverage: ${incomplete.map(label).join(", ")}`);
  return reasons.length ? reasons.join("; ") : null;
}
