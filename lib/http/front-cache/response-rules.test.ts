import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  etagMatches,
  FRONT_CACHEABLE_HEADER,
  hitHeaders,
  replayableHeaders,
  requestMayUseCache,
  storagePlan,
  variantKey,
} from "./response-rules";

const NEXT_PAGE = {
  "cache-control": "s-maxage=31536000",
  "x-nextjs-cache": "HIT",
  vary: "rsc, next-router-state-tree, Accept-Encoding",
  "content-type": "text/html; charset=utf-8",
};

describe("requestMayUseCache", () => {
  it("lets only GET and HEAD without Authorization or Range use the front cache", () => {
    expect(requestMayUseCache("GET", {})).toBe(true);
    expect(requestMayUseCache("HEAD", { cookie: "session=1" })).toBe(true);
    expect(requestMayUseCache("POST", {})).toBe(false);
    expect(requestMayUseCache("PUT", {})).toBe(false);
    expect(requestMayUseCache("GET", { authorization: "Bearer x" })).toBe(false);
    expect(requestMayUseCache("GET", { range: "bytes=0-10" })).toBe(false);
  });
});

describe("storagePlan", () => {
  it("keeps a page Next.js served from its page cache, varying on its Vary list (not Accept-Encoding) and the forwarded protocol", () => {
    expect(storagePlan(200, NEXT_PAGE)).toEqual({
      varyNames: ["next-router-state-tree", "rsc", "x-forwarded-proto"],
      ttlMs: 600_000,
    });
  });

  it("keeps a short s-maxage for its own length", () => {
    expect(storagePlan(200, { ...NEXT_PAGE, "cache-control": "s-maxage=30, stale-while-revalidate" })?.ttlMs).toBe(
      30_000,
    );
  });

  it("keeps a route handler's answer only when it opts in", () => {
    const exported = { "cache-control": "public, max-age=0, must-revalidate", vary: "accept" };
    expect(storagePlan(200, exported)).toBeNull();
    expect(storagePlan(200, { ...exported, [FRONT_CACHEABLE_HEADER]: "board" })?.varyNames).toEqual([
      "accept",
      "x-forwarded-proto",
    ]);
  });

  it.each([
    ["a 404", 404, NEXT_PAGE],
    ["a 500", 500, NEXT_PAGE],
    ["a redirect", 307, NEXT_PAGE],
    ["a private page", 200, { ...NEXT_PAGE, "cache-control": "private, no-cache, no-store, max-age=0" }],
    ["a page without s-maxage", 200, { ...NEXT_PAGE, "cache-control": "public, max-age=60" }],
    ["a page that sets a cookie", 200, { ...NEXT_PAGE, "set-cookie": ["a=b"] }],
    ["a page Next.js is regenerating", 200, { ...NEXT_PAGE, "x-nextjs-cache": "STALE" }],
    ["a page varying on cookies", 200, { ...NEXT_PAGE, vary: "Cookie" }],
    ["a page varying on everything", 200, { ...NEXT_PAGE, vary: "*" }],
    ["a deflate-encoded page", 200, { ...NEXT_PAGE, "content-encoding": "deflate" }],
    ["an opted-in but no-store answer", 200, { [FRONT_CACHEABLE_HEADER]: "board", "cache-control": "no-store" }],
  ])("never keeps %s", (_what, status, headers) => {
    expect(storagePlan(status, headers)).toBeNull();
  });

  it("keeps a gzip-encoded page (the front cache stores both forms)", () => {
    expect(storagePlan(200, { ...NEXT_PAGE, "content-encoding": "gzip" })).not.toBeNull();
  });
});

describe("variantKey", () => {
  it("separates requests whose varying headers differ and joins those that differ elsewhere", () => {
    const names = ["rsc", "x-forwarded-proto"];
    const html = variantKey("/", names, { cookie: "a" });
    expect(variantKey("/", names, { cookie: "b", "accept-encoding": "gzip" })).toBe(html);
    expect(variantKey("/", names, { rsc: "1" })).not.toBe(html);
    expect(variantKey("/", names, { "x-forwarded-proto": "https" })).not.toBe(html);
    expect(variantKey("/?shots=1", names, {})).not.toBe(html);
  });
});

describe("replayableHeaders", () => {
  it("drops the headers of one transfer and lower-cases names", () => {
    expect(
      replayableHeaders({
        "Content-Type": "text/html",
        "content-length": 10,
        "transfer-encoding": "chunked",
        "content-encoding": "gzip",
        connection: "keep-alive",
        date: "now",
        "x-mrben-front-cache": "MISS",
        "set-cookie": undefined,
        "x-count": 3,
      }),
    ).toEqual({ "content-type": "text/html", "x-count": "3" });
  });
});

describe("hitHeaders", () => {
  it("marks the answer as a hit of both caches and adds Accept-Encoding to Vary once", () => {
    expect(hitHeaders({ "x-nextjs-cache": "MISS", vary: "rsc, Accept-Encoding" })).toEqual({
      "x-nextjs-cache": "HIT",
      "x-mrben-front-cache": "HIT",
      vary: "rsc, Accept-Encoding",
    });
    expect(hitHeaders({ vary: "accept" })).toEqual({ "x-mrben-front-cache": "HIT", vary: "accept, Accept-Encoding" });
    expect(hitHeaders({})).toEqual({ "x-mrben-front-cache": "HIT", vary: "Accept-Encoding" });
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["gzip;q=0", false],
    ["br", false],
    [undefined, false],
  ])("Accept-Encoding %s → %s", (value, expected) => {
    expect(acceptsGzip({ "accept-encoding": value })).toBe(expected);
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists and with *", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
  });
});
