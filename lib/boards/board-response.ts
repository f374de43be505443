// The shared board's export (export-response.ts answers it), or where a board of a kind's own is exported.
import "server-only";
import { notFound } from "@/lib/http/problem";
import { temporaryRedirect } from "@/lib/http/responses";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";
import { benchmarkBoardAt, getSharedBoard } from "./benchmark-board";
import { benchmarkBoardCsv, benchmarkBoardJson } from "./board-export";
import { boardExporter } from "./export-response";

const sharedBoardExport = boardExporter({
  name: "benchmark-board-export",
  params: ["shots", "subject"],
  async render(slug, query, asOf) {
    const shots = ZShotsParam.parse(query.shots ?? undefined);
    const shared = await getSharedBoard(slug, asOf);
    if (!shared) return { found: false };
    const board = benchmarkBoardAt(shared, shots, query.subject ?? undefined);
    if (!board) {
      const known = shared.data.subjects.map(({ key }) => key).join(", ") || "none";
      return {
        found: true,
        errors: [
          { pointer: "subject", detail: `The board has no subject "${query.subject}" (its subjects: ${known}).` },
        ],
      };
    }
    return {
      found: true,
      document: {
        json: await benchmarkBoardJson(board),
        csv: () => benchmarkBoardCsv(board),
        csvFileName: `${board.benchmark.slug}${board.subject ? `-${board.subject.key}` : ""}-${shots}shot.csv`,
      },
    };
  },
});

export async function benchmarkBoardResponse(request: Request, rawSlug: string): Promise<Response> {
  const slug = ZBenchmarkParam.parse(rawSlug);
  const answered = slug ? await sharedBoardExport(request, { scope: slug }) : null;
  if (answered) return answered;
  const elsewhere = slug ? await ownBoardExport(slug, new URL(request.url)) : null;
  return elsewhere ? temporaryRedirect(elsewhere) : notFound(`No benchmark with a board here is called "${rawSlug}".`);
}

/**
 * Where a benchmark whose kind keeps a board of its own (MR-Ben) is exported, with the same query:
 * CSV by its path's ".csv" instead of ?format=csv. Null for any other benchmark.
 */
async function ownBoardExport(slug: string, url: URL): Promise<string | null> {
  const path = (await ownBoardKind(slug))?.boardExportPath;
  if (!path) return null;
  const query = new URLSearchParams(url.searchParams);
  const csv = query.get("format") === "csv";
  query.delete("format");
  const search = query.toString();
  return `${path}${csv ? ".csv" : ""}${search ? `?${search}` : ""}`;
}

/** The kind of a benchmark that keeps a board of its own (MR-Ben), or null. */
export async function ownBoardKind(slug: string) {
  const benchmark = await db.benchmark.findUnique({ where: { slug }, select: { kind: true } });
  const kind = benchmark ? findBenchmarkKind(benchmark.kind) : undefined;
  return kind?.boardPath ? kind : null;
}
