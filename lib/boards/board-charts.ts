// The data behind every board's charts, pure: the top entries of each subject, the ranked score
// against model size, and against API price with the entries no cheaper one beats.
import type { BoardSubject } from "./board-data";
import { pricePoints, type BoardPricePoint } from "./board-price-points";
import type { ShownRowBase } from "./shown-board";

type BoardRow = ShownRowBase;

export const TOP_ENTRIES = 5;

export type TopEntry = { slug: string; model: string; score: number; text: string };

/** Per subject, its best ranked-coverage entries by the subject's score (x100), best first. */
export function topEntriesBySubject(
  rows: readonly BoardRow[],
  subjects: readonly BoardSubject[],
  count = TOP_ENTRIES,
): Array<{ subject: BoardSubject; entries: TopEntry[] }> {
  return subjects.map((subject) => ({
    subject,
    entries: rows
      .flatMap((row) => {
        const cell = row.subjects[subject.key];
        return cell && !cell.unranked
          ? [{ slug: row.slug, model: row.modelName, score: cell.v * 100, text: cell.t }]
          : [];
      })
      .sort((a, b) => b.score - a.score || (a.model < b.model ? -1 : 1))
      .slice(0, count),
  }));
}

export type SizePoint = {
  slug: string;
  model: string;
  billions: number;
  score: number;
  text: string;
  openWeights: boolean;
};

/** Entries with a known size: parameters in billions against the ranked score (x100). */
export function sizeScorePoints(rows: readonly BoardRow[]): SizePoint[] {
  return rows.flatMap((row) =>
    row.parameterCount === null || row.parameterCount <= 0
      ? []
      : [
          {
            slug: row.slug,
            model: row.modelName,
            billions: row.parameterCount / 1e9,
            score: row.score.v * 100,
            text: row.score.t,
            openWeights: row.openWeights,
          },
        ],
  );
}

/** Entries with a known price: the blended price against the ranked score (x100), cheapest first. */
export function priceScorePoints(rows: readonly BoardRow[]): BoardPricePoint[] {
  return pricePoints(
    rows.map((row) => ({
      key: row.slug,
      model: row.modelName,
      price: row.price?.v ?? null,
      priceText: row.price?.t ?? "",
      score: row.score.v * 100,
      text: row.score.t,
    })),
  );
}
