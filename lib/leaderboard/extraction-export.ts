// GET /api/v1/benchmarks/{slug}/leaderboard?shots=0|1: an extraction board as JSON, or CSV for
// `?format=csv` or `Accept: text/csv` (schema: docs/api.md). Built from the cached board.
import "server-only";
import type { ExtractionBoard } from "@/lib/leaderboard/extraction-board";

export function extractionBoardJson(board: ExtractionBoard) {
  return {
    benchmark: { ...board.benchmark, kind: "extraction", ...board.settings },
    shots: board.shots,
    generatedAt: new Date().toISOString(),
    entries: board.rows.map((row) => ({
      rank: row.rank,
      submissionId: row.submissionId,
      model: {
        name: row.modelName,
        slug: row.modelSlug,
        link: row.modelLink,
        organization: row.organization,
        parameterCount: row.parameterCount,
        openWeights: row.openWeights,
      },
      f1: row.f1,
      f1Ci: row.f1Ci,
      recall: row.recall,
      precision: row.precision,
      micro: row.micro,
      records: row.records,
      unparseable: row.unparseable,
      benchmarkVersion: row.benchmarkVersion,
      fields: board.heatmap.cells[row.scoringId] ?? {},
    })),
  };
}

const CSV_COLUMNS = ["rank", "model", "organization", "f1", "f1_ci_low", "f1_ci_high", "recall", "precision"] as const;

function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function extractionBoardCsv(board: ReturnType<typeof extractionBoardJson>): string {
  const rows = board.entries.map((entry) => [
    entry.rank,
    entry.model.name,
    entry.model.organization,
    entry.f1,
    entry.f1Ci?.low ?? null,
    entry.f1Ci?.high ?? null,
    entry.recall,
    entry.precision,
  ]);
  return [CSV_COLUMNS.join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
