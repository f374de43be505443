// An extraction board's figures besides F1: recall, precision and micro F1, how many predictions did
// not parse, and each entry's F1 on the field paths with the most truth values (the board's heatmap).
import "server-only";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";
import { readExtractionSummary } from "./summary";

/** Field paths in the heatmap: the ones with the most truth leaves. */
const HEATMAP_PATHS = 24;

export interface ExtractionBoardFigures extends Record<string, unknown> {
  recall: number;
  precision: number;
  recallCi: { low: number; high: number } | null;
  precisionCi: { low: number; high: number } | null;
  micro: { recall: number; precision: number; f1: number };
  records: number;
  unparseable: number;
  /** F1 per heatmap path, with the path's truth leaves (the same for every entry of a version). */
  fields: Record<string, { f1: number; truthLeaves: number }>;
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
          select: { scoringId: true, path: true, truthLeaves: true, f1: true },
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
  const cells = new Map<string, ExtractionBoardFigures["fields"]>();
  for (const field of fields) {
    if (!shown.has(field.path)) continue;
    const entry = cells.get(field.scoringId) ?? {};
    entry[field.path] = { f1: field.f1, truthLeaves: leaves.get(field.path)! };
    cells.set(field.scoringId, entry);
  }
  return new Map(
    scorings.map((scoring) => {
      const summary = readExtractionSummary(scoring.summary);
      return [
        scoring.id,
        {
          recall: summary.recall,
          precision: summary.precision,
          recallCi: summary.recallCi,
          precisionCi: summary.precisionCi,
          micro: summary.micro,
          records: summary.records,
          unparseable: unparseableOf(scoring.report),
          fields: cells.get(scoring.id) ?? {},
        },
      ];
    }),
  );
}
