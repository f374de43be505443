// GET /api/v1/benchmarks/{slug}/badges/{model}.svg?shots=0|1: a model's badge on a benchmark's shared
// board, its score as the board shows it ("ORD reactions | F1 61.2 (#2)"); a benchmark with a board of
// its own (MR-Ben) sends its callers to that board's badges.
import "server-only";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { notFound } from "@/lib/http/problem";
import { invalidChoice } from "@/lib/http/query-problem";
import { temporaryRedirect } from "@/lib/http/responses";
import { badgeSvgResponse } from "@/lib/http/tagged-response";
import { formatPercent } from "@/lib/platform/percent";
import { ZBenchmarkParam } from "@/lib/validations/url-params";
import { entryBadge, renderBadge } from "./badge-svg";
import { getBenchmarkBoard } from "./benchmark-board";
import { ownBoardKind } from "./board-response";

export async function benchmarkBadgeResponse(request: Request, rawSlug: string, file: string): Promise<Response> {
  const url = new URL(request.url);
  const shotsParam = url.searchParams.get("shots") ?? "0";
  if (shotsParam !== "0" && shotsParam !== "1") return invalidChoice("shots", "0 or 1");
  const shots = shotsParam === "1" ? 1 : 0;
  const slug = ZBenchmarkParam.parse(rawSlug);
  const board = slug ? await getBenchmarkBoard(slug, shots) : null;
  if (!board) {
    const badges = slug ? (await ownBoardKind(slug))?.boardBadgePath : undefined;
    return badges
      ? temporaryRedirect(`${badges}/${encodeURIComponent(file)}${url.search}`)
      : notFound(`No benchmark with a board here is called "${rawSlug}".`);
  }
  const model = file.replace(/\.svg$/i, "");
  const row = board.rows.find((candidate) => candidate.model.slug === model) ?? null;
  const badge = entryBadge(row, {
    label: shots === 0 ? board.benchmark.name : `${board.benchmark.name} 1-shot`,
    scoreLabel: benchmarkKind(board.benchmark.kind).scoreLabel,
    format: formatPercent,
  });
  return badgeSvgResponse(renderBadge(badge), { found: row !== null });
}
