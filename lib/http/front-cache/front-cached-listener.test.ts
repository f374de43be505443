import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { signalPageCacheFlush } from "../../platform/cache/page-cache-flush";
import { waitFor } from "../../../tests/helpers/wait-for";
import { frontCachedListener } from "./front-cached-listener";
import { FRONT_CACHEABLE_HEADER } from "./response-rules";

const PAGE_HEADERS = { "cache-control": "s-maxage=31536000", "x-nextjs-cache": "MISS", vary: "rsc, Accept-Encoding" };

interface FakeNext {
  calls: string[];
  respond(request: IncomingMessage, response: ServerResponse): Promise<void> | void;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose "Next.js" is `respond`, behind the front cache; counts what arrives and what reaches Next.js. */
async function frontCachedServer(respond: FakeNext["respond"], maxBytes = 1024 * 1024) {
  const calls: string[] = [];
  let arrivals = 0;
  const listener = frontCachedListener(
    async (request, response) => {
      calls.push(`${request.method} ${request.url}`);
      await respond(request, response);
    },
    { maxBytes },
  );
  const server = http.createServer((request, response) => {
    arrivals++;
    return listener(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { "accept-encoding": "identity", ...init.headers } });
  return { calls, get, arrivals: () => arrivals };
}

const pageOf = (body: string) => (_request: IncomingMessage, response: ServerResponse) => {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
  response.setHeader("content-type", "text/html");
  response.end(body);
};

describe("the front cache in front of Next.js", () => {
  it("answers a page Next.js served from its cache without asking Next.js again, with the same body and headers", async () => {
    const { calls, get } = await frontCachedServer(pageOf("<p>board</p>"));
    const first = await get("/");
    const second = await get("/");
    expect(calls).toEqual(["GET /"]);
    expect(await first.text()).toBe("<p>board</p>");
    expect(await second.text()).toBe("<p>board</p>");
    expect(first.headers.get("x-mrben-front-cache")).toBe("MISS");
    expect(second.headers.get("x-mrben-front-cache")).toBe("HIT");
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(second.headers.get("content-type")).toBe("text/html");
    expect(second.headers.get("cache-control")).toBe("s-maxage=31536000");
  });

  it("keys a kept page by the headers the client sent, not those Next.js adds while serving it", async () => {
    const { calls, get } = await frontCachedServer((request, response) => {
      request.headers["x-forwarded-proto"] = "http";
      pageOf("page")(request, response);
    });
    await get("/");
    expect((await get("/")).headers.get("x-mrben-front-cache")).toBe("HIT");
    expect(calls).toEqual(["GET /"]);
  });

  it("forgets everything when Next's page cache is flushed, and refuses a render that began before the flush", async () => {
    let version = 1;
    let release: (() => void) | null = null;
    const { calls, get } = await frontCachedServer(async (request, response) => {
      const rendered = `v${version}`;
      if (request.url === "/slow" && version === 1) await new Promise<void>((resolve) => (release = resolve));
      pageOf(rendered)(request, response);
    });
    expect(await (await get("/")).text()).toBe("v1");
    const slow = get("/slow");
    const releaseSlowRender = await waitFor("the slow render to start", async () => release);
    version = 2;
    signalPageCacheFlush();
    releaseSlowRender();
    expect(await (await slow).text()).toBe("v1");
    expect(await (await get("/")).text()).toBe("v2");
    expect(await (await get("/slow")).text()).toBe("v2");
    expect(calls).toEqual(["GET /", "GET /slow", "GET /", "GET /slow"]);
  });

  it("after a flush, readers of one page wait for one render instead of each asking Next.js", async () => {
    let release: (() => void) | null = null;
    let version = 1;
    const { calls, get, arrivals } = await frontCachedServer(async (request, response) => {
      const rendered = `v${version}`;
      if (version === 2) await new Promise<void>((resolve) => (release = resolve));
      pageOf(rendered)(request, response);
    });
    await get("/");
    version = 2;
    signalPageCacheFlush();
    const readers = Array.from({ length: 5 }, () => get("/"));
    const releaseRender = await waitFor("the render after the flush", async () => release);
    // Every reader has reached the front cache (and one more turn of the event loop let it decide).
    await waitFor("every reader to arrive", async () => arrivals() === 6);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["GET /", "GET /"]);
    releaseRender();
    const answers = await Promise.all(readers);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(Array(5).fill("v2"));
    expect(answers.filter((answer) => answer.headers.get("x-mrben-front-cache") === "HIT")).toHaveLength(4);
    expect(calls).toHaveLength(2);
  });

  it.each([
    ["a POST", "/", { method: "POST", body: "x" }],
    ["a request with Authorization", "/", { headers: { authorization: "Bearer token" } }],
  ])("sends %s to Next.js every time", async (_what, path, init) => {
    const { calls, get } = await frontCachedServer(pageOf("page"));
    await get(path, init);
    await get(path, init);
    expect(calls).toHaveLength(2);
  });

  it.each([
    ["private", { "cache-control": "private, no-store" }],
    ["setting a cookie", { ...PAGE_HEADERS, "set-cookie": "session=abc" }],
    ["without s-maxage or the opt-in", { "cache-control": "public, max-age=0, must-revalidate" }],
  ])("never keeps a response %s", async (_what, headers) => {
    const { calls, get } = await frontCachedServer((_request, response) => {
      response.writeHead(200, headers);
      response.end("mine");
    });
    await get("/account");
    await get("/account");
    expect(calls).toHaveLength(2);
  });

  it("keeps a route handler's opted-in answer per Accept (its Vary) and answers If-None-Match with 304", async () => {
    const { calls, get } = await frontCachedServer((request, response) => {
      const csv = request.headers.accept === "text/csv";
      // Headers given to writeHead alone, as a route handler's Response may be sent.
      response.writeHead(200, {
        "content-type": csv ? "text/csv" : "application/json",
        "cache-control": "public, max-age=0, must-revalidate",
        etag: csv ? '"csv"' : '"json"',
        vary: "accept",
        [FRONT_CACHEABLE_HEADER]: "board",
      });
      response.end(csv ? "a,b" : "{}");
    });
    await get("/api/board");
    await get("/api/board", { headers: { accept: "text/csv" } });
    const json = await get("/api/board");
    const csv = await get("/api/board", { headers: { accept: "text/csv" } });
    expect([await json.text(), await csv.text()]).toEqual(["{}", "a,b"]);
    expect(calls).toHaveLength(2);
    const notModified = await get("/api/board", { headers: { "if-none-match": '"json"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"json"');
    expect(calls).toHaveLength(2);
  });

  it("compresses a kept page once and serves gzip to clients that accept it, plain to others", async () => {
    const body = "<tr>row</tr>".repeat(2000);
    const { calls, get } = await frontCachedServer(pageOf(body));
    await get("/");
    const gzipped = await waitFor("the gzip copy", async () => {
      const response = await get("/", { headers: { "accept-encoding": "gzip" } });
      return response.headers.get("content-encoding") === "gzip" && response;
    });
    expect(await gzipped.text()).toBe(body);
    expect(gzipped.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(Number(gzipped.headers.get("content-length"))).toBeLessThan(body.length / 10);
    expect(await (await get("/")).text()).toBe(body);
    expect(calls).toHaveLength(1);
  });

  it("keeps a page Next.js sent gzip-encoded and serves it plain to a client that does not accept gzip", async () => {
    const body = "<tr>row</tr>".repeat(500);
    const { calls, get } = await frontCachedServer((_request, response) => {
      response.writeHead(200, { ...PAGE_HEADERS, "content-type": "text/html", "content-encoding": "gzip" });
      response.end(gzipSync(body));
    });
    await get("/", { headers: { "accept-encoding": "gzip" } });
    // Unzipping to keep it takes a moment, and a request in that moment reaches Next.js again.
    await waitFor("a HIT", async () => (await get("/")).headers.get("x-mrben-front-cache") === "HIT");
    const rendered = calls.length;
    const plain = await get("/");
    expect(plain.headers.get("x-mrben-front-cache")).toBe("HIT");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    expect(calls).toHaveLength(rendered);
  });

  it("answers HEAD from a kept GET with its headers and no body", async () => {
    const { calls, get } = await frontCachedServer(pageOf("body"));
    await get("/");
    const head = await get("/", { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe("4");
    expect(await head.text()).toBe("");
    expect(calls).toEqual(["GET /"]);
  });

  it("passes everything to Next.js when its memory is 0", async () => {
    const { calls, get } = await frontCachedServer(pageOf("page"), 0);
    await get("/");
    const second = await get("/");
    expect(second.headers.get("x-mrben-front-cache")).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("answers 500 when the handler throws before answering", async () => {
    const { get } = await frontCachedServer(() => {
      throw new Error("boom");
    });
    const response = await get("/");
    expect(response.status).toBe(500);
  });
});
