// What a field heatmap cell shows: an entry's F1 on a path, or the share of its values missing,
// invented or wrong there (missing and wrong over the path's truth values, invented over the
// entry's own predicted values, 0 when it predicted none).
import type { HeatmapCell } from "./board-figures";

export const HEATMAP_FIGURES = ["f1", "missing", "invented", "wrong"] as const;
export type HeatmapFigure = (typeof HEATMAP_FIGURES)[number];

export const HEATMAP_FIGURE_LABELS: Record<HeatmapFigure, string> = {
  f1: "F1",
  missing: "Missing",
  invented: "Invented",
  wrong: "Wrong",
};

/** How each figure reads, for the heatmap's explanation. */
export const HEATMAP_FIGURE_NOTES: Record<HeatmapFigure, string> = {
  f1: "F1 ×100 of each entry on that field: higher is better",
  missing: "the share ×100 of the field's truth values the entry left out: lower is better",
  invented: "the share ×100 of the entry's values at that field with no place in the truth: lower is better",
  wrong: "the share ×100 of the field's truth values the entry gave a different value: lower is better",
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The cell's figure as a fraction, or undefined when the entry has no such figure on the path. */
export function heatmapValue(cell: Partial<HeatmapCell> | undefined, figure: HeatmapFigure): number | undefined {
  if (cell === undefined) return undefined;
  if (figure === "f1") return cell.f1;
  const count = cell[figure];
  if (count === null || count === undefined) return undefined;
  return figure === "invented" ? share(count, cell.predictionLeaves ?? 0) : share(count, cell.truthLeaves ?? 0);
}
