// The public read API's responses of MR-Ben's board (leaderboard JSON/CSV, badges), served from the cached
// board data. Route handlers only pass the request through.
import "server-only";
import { notFound } from "@/lib/http/problem";
import { invalidChoice } from "@/lib/http/query-problem";
import { badgeSvgResponse } from "@/lib/http/tagged-response";
import { renderBadge } from "@/lib/boards/badge-svg";
import { modelBadge } from "@/lib/benchmarks/mrben/board/model-badge";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { getBoard } from "@/lib/benchmarks/mrben/board/board-as-of";
import { leaderboardCsv, leaderboardCsvFileName } from "@/lib/benchmarks/mrben/board/leaderboard-csv";
import { leaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { parseLeaderboardQuery } from "@/lib/benchmarks/mrben/board/leaderboard-query";
import { findRankedRow, rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import type { Shots } from "@/lib/benchmarks/mrben/board/types";
import { boardExporter } from "@/lib/boards/export-response";

const leaderboardExport = boardExporter({
  name: "leaderboard-export",
  params: ["shots", "subject", "level", "tier"],
  async render(_scope, query, asOf) {
    const data = await getBoard(asOf);
    const searchParams = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== null) searchParams.set(name, value);
    const parsed = parseLeaderboardQuery({ searchParams, subjects: data.subjects });
    if (!parsed.ok) return { found: true, errors: parsed.errors };
    const board = { ...leaderboardJson({ data, ...parsed.data }), asOf };
    return {
      found: true,
      document: { json: board, csv: () => leaderboardCsv(board), csvFileName: leaderboardCsvFileName(board) },
    };
  },
});

/** GET /api/v1/leaderboard(.csv)?shots=0|1&subject=key&level=college&tier=evaluated&asOf=YYYY-MM-DD: CSV when `csv` or the Accept header asks. */
export async function leaderboardResponse(request: Request, { csv }: { csv: boolean }): Promise<Response> {
  return (await leaderboardExport(request, { csvAddress: csv })) ?? notFound("MR-Ben's board is not here.");
}

/** GET /api/v1/badges/[slug].svg?shots=0|1: the model's overall MR-Score and rank as a badge. */
export async function badgeResponse(request: Request, file: string): Promise<Response> {
  const shotsParam = new URL(request.url).searchParams.get("shots") ?? "0";
  if (shotsParam !== "0" && shotsParam !== "1") return invalidChoice("shots", "0 or 1");
  const shots: Shots = shotsParam === "1" ? 1 : 0;
  const slug = file.replace(/\.svg$/i, "");
  const row = findRankedRow(rankBoard({ data: await getBoardData(), shots }), slug);
  return badgeSvgResponse(renderBadge(modelBadge(row, shots)), { found: row !== null });
}
