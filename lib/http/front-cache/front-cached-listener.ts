// The production server's request listener: public pages and exports that Next.js has cached are
// answered from memory here, before Next's per-request pipeline (routing, header rules, cache
// lookup, rendering the stored page into the response), which costs several milliseconds of the
// one event loop per request. Everything else, and every miss, goes to Next.js unchanged. The
// front cache forgets everything whenever Next's page cache drops anything (page-cache-flush.ts),
// so it never serves what Next itself would no longer serve.
import type { IncomingMessage, ServerResponse } from "node:http";
import { onPageCacheFlush } from "../../platform/cache/page-cache-flush";
import { FrontCacheStore, type StoredResponse } from "./front-cache-store";
import {
  acceptsGzip,
  etagMatches,
  FRONT_CACHE_STATUS_HEADER,
  hitHeaders,
  replayableHeaders,
  requestMayUseCache,
  storagePlan,
} from "./response-rules";

export type NextRequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** A response larger than this is served by Next.js every time rather than held in memory. */
const MAX_CAPTURED_BYTES = 8 * 1024 * 1024;
/** A reader waiting for another's render of the same page asks Next.js itself after this. */
const MAX_COLLAPSED_WAIT_MS = 10_000;

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function frontCachedListener(handle: NextRequestHandler, { maxBytes }: { maxBytes: number }): Listener {
  const passToNext: Listener = (request, response) => {
    handle(request, response).catch((error: unknown) => failRequest(response, error));
  };
  if (maxBytes <= 0) return passToNext;
  const store = new FrontCacheStore(maxBytes);
  onPageCacheFlush(() => store.flush());
  /** Misses being rendered, by variant: after a flush, readers of one page wait for one render. */
  const rendering = new Map<string, Promise<void>>();
  const answer: Listener = (request, response) => {
    const url = request.url ?? "/";
    if (!requestMayUseCache(request.method, request.headers)) return passToNext(request, response);
    const stored = store.lookup(url, request.headers);
    if (stored) return sendStored(request, response, stored);
    if (request.method !== "GET") return passToNext(request, response);
    const key = store.variantKeyOf(url, request.headers);
    const render = key === null ? undefined : rendering.get(key);
    if (render) {
      void waitAtMost(render, MAX_COLLAPSED_WAIT_MS).then(() => {
        const rendered = store.lookup(url, request.headers);
        if (rendered) sendStored(request, response, rendered);
        else passToNext(request, response);
      });
      return;
    }
    const captured = captureResponse({ request, response, store, url });
    if (key !== null) {
      rendering.set(key, captured);
      void captured.then(() => rendering.delete(key));
    }
    passToNext(request, response);
  };
  return answer;
}

function failRequest(response: ServerResponse, error: unknown): void {
  console.error(`Unhandled error while serving a request: ${error instanceof Error ? error.stack : String(error)}`);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
  response.end("Internal Server Error");
}

function sendStored(request: IncomingMessage, response: ServerResponse, stored: StoredResponse): void {
  if (etagMatches(request.headers["if-none-match"], stored.headers.etag)) {
    response.writeHead(304, stored.headers);
    response.end();
    return;
  }
  const gzipped = stored.gzipped && acceptsGzip(request.headers) ? stored.gzipped : null;
  const body = gzipped ?? stored.body;
  // Set before writeHead, which adds the kept headers to them without copying the object per request.
  if (gzipped) response.setHeader("content-encoding", "gzip");
  response.setHeader("content-length", body.length);
  response.writeHead(stored.status, stored.headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Tees what Next.js writes into a buffer and keeps it once finished, if the response allows.
 * Resolves once that is settled: kept, refused, or the response cut off.
 */
function captureResponse(args: {
  request: IncomingMessage;
  response: ServerResponse;
  store: FrontCacheStore;
  url: string;
}): Promise<void> {
  const { request, response, store, url } = args;
  const generation = store.generation;
  // A copy: Next.js adds to request.headers while it serves (x-forwarded-proto, say), and the
  // variant must be keyed by what the client sent, as the lookups of later requests are.
  const requestHeaders = { ...request.headers };
  // Also makes Node keep the headers Next.js later passes to writeHead, so getHeaders() sees them all.
  response.setHeader(FRONT_CACHE_STATUS_HEADER, "MISS");

  const chunks: Buffer[] = [];
  let size = 0;
  let capturing = true;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!capturing || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
    size += buffer?.length ?? 0;
    if (buffer === null || size > MAX_CAPTURED_BYTES) {
      capturing = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, ...writeArgs: Parameters<typeof write>) {
    collect(writeArgs[0], writeArgs[1]);
    return write.apply(this, writeArgs);
  } as typeof write;

  return new Promise<void>((settle) => {
    let ended = false;
    // Kept when Next.js ends the response, not on "finish": the client may already have its answer
    // and ask again before "finish" is emitted, and that request should find the page kept.
    response.end = function (this: ServerResponse, ...endArgs: Parameters<typeof end>) {
      collect(endArgs[0], endArgs[1]);
      const result = end.apply(this, endArgs);
      if (!ended) {
        ended = true;
        void keepIfAllowed().then(settle);
      }
      return result;
    } as typeof end;
    response.once("close", () => {
      if (!ended) settle();
    });
  });

  function keepIfAllowed(): Promise<void> {
    const headers = response.getHeaders();
    const plan = capturing ? storagePlan(response.statusCode, headers) : null;
    if (!plan) return Promise.resolve();
    return store.store({
      generation,
      url,
      requestHeaders,
      plan,
      status: response.statusCode,
      headers: hitHeaders(replayableHeaders(headers)),
      body: Buffer.concat(chunks),
      gzipEncoded: String(headers["content-encoding"] ?? "").toLowerCase() === "gzip",
    });
  }
}
