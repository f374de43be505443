// Every board's export response, written once: JSON, or CSV when the address, ?format=csv or the
// Accept header asks; ?asOf read the same way for every board; each document rendered once per change
// of the boards (cached under their tag) and answered with an ETag over what it says. A board gives
// only what is its own: the query it reads and how it renders a document.
import "server-only";
import { prefersCsv } from "@/lib/http/content-negotiation";
import type { ProblemFieldError } from "@/lib/http/problem";
import { invalidQueryResponse } from "@/lib/http/query-problem";
import { contentEtag, withEtag } from "@/lib/http/tagged-response";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { readAsOfDay } from "@/lib/validations/url-params";

type Format = "json" | "csv";

/** One board's document in both formats; the CSV is made only when asked for. */
interface BoardDocument {
  json: { generatedAt: string };
  csv(): string | Promise<string>;
  csvFileName: string;
}

/** What a board made of a query: its document, what is wrong with the query, or no such board. */
export type BoardDocumentOutcome =
  { found: true; document: BoardDocument } | { found: true; errors: ProblemFieldError[] } | { found: false };

type Rendered =
  | { found: true; ok: true; body: string; etag: string; headers: Record<string, string> }
  | { found: true; ok: false; errors: ProblemFieldError[] }
  | { found: false };

/** Longer values cannot be valid; they are answered without filling the cache with their keys. */
const MAX_CACHED_PARAM_LENGTH = 64;
const CONTENT_TYPES: Record<Format, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8; header=present",
};

/**
 * A board's export responder. `params` are the query parameters it reads besides ?asOf and ?format;
 * `render` makes its document for them, for the board `scope` names (a benchmark's slug, or "").
 * The responder answers null for no such board: its route says what to answer then.
 */
export function boardExporter<Param extends string>({
  name,
  params,
  render,
}: {
  name: string;
  params: readonly Param[];
  render(scope: string, query: Record<Param, string | null>, asOf: string | null): Promise<BoardDocumentOutcome>;
}) {
  async function renderExport(
    scope: string,
    values: (string | null)[],
    asOf: string | null,
    format: Format,
  ): Promise<Rendered> {
    const query = Object.fromEntries(params.map((param, index) => [param, values[index] ?? null])) as Record<
      Param,
      string | null
    >;
    const outcome = await render(scope, query, asOf);
    if (!outcome.found) return outcome;
    if ("errors" in outcome) return { found: true, ok: false, errors: outcome.errors };
    const { document } = outcome;
    const contentType = CONTENT_TYPES[format];
    return {
      found: true,
      ok: true,
      body: format === "csv" ? await document.csv() : JSON.stringify(document.json),
      etag: contentEtag(document.json, contentType),
      headers: {
        "content-type": contentType,
        ...(format === "csv" ? { "content-disposition": `attachment; filename="${document.csvFileName}"` } : {}),
      },
    };
  }
  const cachedExport = cachedQuery(name, renderExport);

  return async function exportResponse(
    request: Request,
    { scope = "", csvAddress = false }: { scope?: string; csvAddress?: boolean } = {},
  ): Promise<Response | null> {
    const searchParams = new URL(request.url).searchParams;
    const asOf = readAsOfDay(searchParams.get("asOf"));
    if (!asOf.ok) return invalidQueryResponse([{ pointer: "asOf", detail: `asOf ${asOf.message}` }]);
    const values = params.map((param) => searchParams.get(param));
    const format: Format =
      csvAddress || searchParams.get("format") === "csv" || prefersCsv(request.headers.get("accept")) ? "csv" : "json";
    const cacheable = [scope, ...values].every((value) => (value?.length ?? 0) <= MAX_CACHED_PARAM_LENGTH);
    const rendered = await (cacheable ? cachedExport : renderExport)(scope, values, asOf.day, format);
    if (!rendered.found) return null;
    if (!rendered.ok) return invalidQueryResponse(rendered.errors);
    // An address that names CSV answers the same whatever the Accept header says.
    return withEtag(request, rendered, { ...(csvAddress ? {} : { vary: "accept" }), ...rendered.headers });
  };
}
