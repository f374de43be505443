// GET /api/v1/benchmarks/{slug}/leaderboard?shots=0|1: an extraction board as JSON, or CSV for
// `?format=csv` or `Accept: text/csv` (schema: docs/api.md). Built from the cached board.
import "server-only";
import { notFound } from "@/lib/http/problem";
import { getExtractionBoard, type ExtractionBoard } from "@/lib/leaderboard/extraction-board";
import { contentEtag, withEtag } from "@/lib/leaderboard/export-responses";
import { prefersCsv } from "@/lib/leaderboard/leaderboard-query";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";

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

export async function extractionBoardResponse(request: Request, rawSlug: string): Promise<Response> {
  const url = new URL(request.url);
  const slug = ZBenchmarkParam.parse(rawSlug);
  const shots = ZShotsParam.parse(url.searchParams.get("shots") ?? undefined);
  const board = slug ? await getExtractionBoard(slug, shots) : null;
  if (!board) return notFound(`No extraction benchmark is called "${rawSlug}".`);
  const json = extractionBoardJson(board);
  const csv = url.searchParams.get("format") === "csv" || prefersCsv(request.headers.get("accept"));
  const contentType = csv ? "text/csv; charset=utf-8; header=present" : "application/json; charset=utf-8";
  const body = csv ? extractionBoardCsv(json) : JSON.stringify(json);
  return withEtag(
    request,
    { body, etag: contentEtag(json, contentType) },
    {
      "content-type": contentType,
      vary: "accept",
      ...(csv ? { "content-disposition": `attachment; filename="${board.benchmark.slug}-${shots}shot.csv"` } : {}),
    },
  );
}
