// An extraction board's figures besides F1: recall, precision, micro and node F1, ANLS*, the values
// missing, invented and wrong, how many predictions did not parse, and each entry's F1 and error
// counts on the field paths with the most truth values (the board's heatmap).
import "server-only";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";
import { readExtractionSummary } from "./summary";

/** Field paths in the heatmap: the ones with the most truth leaves. */
const HEATMAP_PATHS = 24;

/** One entry's figures on one heatmap path. */
export interface HeatmapCell {
  f1: number;
  /** The path's truth leaves: the same for every entry of a version (the largest is kept). */
  truthLeaves: number;
  /** This entry's own counts on the path. */
  predictionLeaves: number;
  correct: number;
  /** Null for a scoring made before missing, invented and wrong were counted apart. */
  missing: number | null;
  invented: number | null;
  wrong: number | null;
}

export interface ExtractionBoardFigures extends Record<string, unknown> {
  recall: number;
  precision: number;
  recallCi: { low: number; high: number } | null;
  precisionCi: { low: number; high: number } | null;
  micro: { recall: number; precision: number; f1: number };
  /** Node-level figures and ANLS*; null for scorings made before they were. */
  nodes: { recall: number; precision: number; f1: number } | null;
  anlsStar: number | null;
  /** The file's correct, missing, invented and wrong values; null before they were counted apart. */
  diff: { correct: number; missing: number; invented: number; wrong: number } | null;
  lists: string;
  records: number;
  unparseable: number;
  /** Per heatmap path. */
  fields: Record<string, HeatmapCell>;
}

function unparseableOf(report: unknown): number {
  const diagnostics = (report as { diagnostics?: { unparseable?: { total?: unknown } } } | null)?.diagnostics;
  return typeof diagnostics?.unparseable?.total === "number" ? diagnostics.unparseable.total : 0;
}

export async function extractionBoardFigures(scorings: StoredScoring[]): Promise<Map<string, ExtractionBoardFigures>> {
  const fields =
    scorings.length === 0
      ? []
      : await db.extractionFieldScore.findMany({
          where: { scoringId: { in: scorings.map((scoring) => scoring.id) }, truthLeaves: { gt: 0 } },
          select: {
            scoringId: true,
            path: true,
            truthLeaves: true,
            predictionLeaves: true,
            correct: true,
            f1: true,
            missing: true,
            invented: true,
            wrong: true,
          },
        });
  // Every entry is scored against the same references, so a path's truth leaves are the same in
  // each; the largest is taken in case entries were scored against different versions.
  const leaves = new Map<string, number>();
  for (const field of fields) leaves.set(field.path, Math.max(leaves.get(field.path) ?? 0, field.truthLeaves));
  const shown = new Set(
    [...leaves]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, HEATMAP_PATHS)
      .map(([path]) => path),
  );
  const summaries = new Map(scorings.map((scoring) => [scoring.id, readExtractionSummary(scoring.summary)]));
  const cells = new Map<string, ExtractionBoardFigures["fields"]>();
  for (const field of fields) {
    if (!shown.has(field.path)) continue;
    const counted = summaries.get(field.scoringId)?.diff != null;
    const entry = cells.get(field.scoringId) ?? {};
    entry[field.path] = {
      f1: field.f1,
      truthLeaves: leaves.get(field.path)!,
      predictionLeaves: field.predictionLeaves,
      correct: field.correct,
      missing: counted ? field.missing : null,
      invented: counted ? field.invented : null,
      wrong: counted ? field.wrong : null,
    };
    cells.set(field.scoringId, entry);
  }
  return new Map(
    scorings.map((scoring) => {
      const summary = summaries.get(scoring.id)!;
      return [
        scoring.id,
        {
          recall: summary.recall,
          precision: summary.precision,
          recallCi: summary.recallCi,
          precisionCi: summary.precisionCi,
          micro: summary.micro,
          nodes: summary.nodes,
          anlsStar: summary.anlsStar,
          diff: summary.diff,
          lists: summary.lists,
          records: summary.records,
          unparseable: unparseableOf(scoring.report),
          fields: cells.get(scoring.id) ?? {},
        },
      ];
    }),
  );
}
