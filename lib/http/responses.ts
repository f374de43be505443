// The API's successful answers, so that statuses are chosen here and nowhere else.
import { DATABASE_UNAVAILABLE_HEADERS, DATABASE_UNAVAILABLE_STATUS } from "./database-unavailable-problem";

/** JSON of something just created (with where it lives when it has an address of its own). */
export const createdJson = (body: unknown, location?: string): Response =>
  Response.json(body, { status: 201, headers: { "cache-control": "no-store", ...(location ? { location } : {}) } });

/** JSON of private, changing state: never kept by a cache. */
export const privateJson = (body: unknown): Response =>
  Response.json(body, { headers: { "cache-control": "no-store" } });

/** After a form post: go to `location` (a GET), with any cookies the post set. */
export const seeOther = (location: string, headers: Record<string, string> = {}): Response =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...headers } });

/** The same request answered at another address for now (a board's export kept elsewhere). */
export const temporaryRedirect = (location: string): Response =>
  new Response(null, { status: 307, headers: { location, "cache-control": "no-store" } });

/** A health report: 200 while the portal can serve, else 503 so that load balancers look elsewhere. */
export const healthResponse = (report: { status: string }): Response =>
  report.status === "ok"
    ? Response.json(report, { headers: { "cache-control": "no-store" } })
    : Response.json(report, { status: DATABASE_UNAVAILABLE_STATUS, headers: DATABASE_UNAVAILABLE_HEADERS });

/** A file to save (a sample, an export): its text, its type and the name to save it under. */
export const fileDownload = (text: string, { fileName, contentType }: { fileName: string; contentType: string }) =>
  new Response(text, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "public, max-age=3600",
    },
  });

/** A stored results file, streamed byte for byte as it was written, private to who may see it. */
export const storedFileDownload = (file: {
  fileName: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}): Response =>
  new Response(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.sizeBytes),
      "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "x-content-sha256": file.sha256,
      "cache-control": "private, no-store",
    },
  });

/** An Atom feed (RFC 4287). */
export const atomFeed = (xml: string): Response =>
  new Response(xml, { headers: { "content-type": "application/atom+xml; charset=utf-8" } });
