// npm run bench:read -- [--url http://127.0.0.1:3000] [--duration 10] [--connections 32] [--entries 50]
// Read throughput of the cached leaderboard: autocannon against `/`, a subject page and the JSON
// export, and against a static file of the same server (public/robots.txt) as the yardstick.
// Prints requests per second, p50/p99 latency, errors and non-2xx answers, and each target's
// ratio to the static file, with PASS/MISS against the targets (>= half the static file's
// throughput, p99 < 100 ms). Seeds synthetic approved entries (scripts/bench/seed-bench-board.ts)
// until the board has --entries. Without --url it builds when stale and starts its own
// production server (a fresh cache, so the seeded entries show); with --url a running server
// whose cache may predate the seeding: restart it or POST /api/v1/admin/leaderboard/revalidate.
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { seedBenchBoard } from "./bench/seed-bench-board";
import { startBenchPortal } from "./bench/start-portal";

const { values: flags } = parseArgs({
  options: {
    url: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    entries: { type: "string", default: "50" },
    subject: { type: "string", default: "math" },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const MIN_RATIO = 0.5;
const MAX_P99_MS = 100;

const added = await seedBenchBoard({ count: Number(flags.entries) });
console.log(`Board: ${added} synthetic entries added (target ${flags.entries} approved models).`);
const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set (run through npm run bench:read)");

const portal = flags.url
  ? { baseUrl: flags.url.replace(/\/+$/, ""), stop: () => {} }
  : await startBenchPortal({ root: path.resolve(import.meta.dirname, ".."), databaseUrl });
if (flags.url && added > 0) {
  console.log("Note: entries were added behind a running server; its cached board may not show them yet.");
}

type Target = { name: string; path: string };

/** The largest JavaScript chunk the home page loads: a static file of about the page's own size. */
async function largestChunk(): Promise<Target | null> {
  const html = await (await fetch(`${portal.baseUrl}/`)).text();
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
  let best: { path: string; size: number } | null = null;
  for (const chunk of chunks) {
    const size = (await (await fetch(`${portal.baseUrl}${chunk}`)).arrayBuffer()).byteLength;
    if (!best || size > best.size) best = { path: chunk, size };
  }
  return best && { name: "static chunk", path: best.path };
}

const chunk = await largestChunk();
const targets: Target[] = [
  { name: "static file", path: "/robots.txt" },
  ...(chunk ? [chunk] : []),
  { name: "home board", path: "/" },
  { name: "subject board", path: `/subjects/${flags.subject}` },
  { name: "JSON export", path: "/api/v1/leaderboard?shots=0" },
];

type Row = {
  name: string;
  path: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function measure(target: Target): Promise<Row | null> {
  const url = `${portal.baseUrl}${target.path}`;
  const probe = await fetch(url);
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) {
    console.log(`Skipping ${target.name} (${target.path}): it answers ${probe.status}.`);
    return null;
  }
  for (let warm = 0; warm < 20; warm += 1) await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, connections, duration });
  return {
    ...target,
    bytes,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

try {
  const rows: Row[] = [];
  for (const target of targets) {
    console.log(`Measuring ${target.name} (${target.path}): ${connections} connections for ${duration} s...`);
    const row = await measure(target);
    if (row) rows.push(row);
  }
  const base = rows.find((row) => row.path === "/robots.txt");
  const sized = rows.find((row) => row.name === "static chunk");
  const cells = (values: string[]) =>
    values.map((value, index) => (index === 0 ? value.padEnd(46) : value.padStart(9))).join(" ");
  console.log("");
  console.log(
    cells(["target", "bytes", "req/s", "p50 ms", "p99 ms", "errors", "non2xx", "ratio", "ratio~size", "  verdict"]),
  );
  let missed = 0;
  for (const row of rows) {
    const isReference = row === base || row === sized;
    const ratio = base ? row.rps / base.rps : NaN;
    const pass = row.errors === 0 && row.non2xx === 0 && row.p99 < MAX_P99_MS && (isReference || ratio >= MIN_RATIO);
    // The static files are the yardstick, not pages: their own verdict is shown for information only.
    if (!pass && !isReference) missed += 1;
    console.log(
      cells([
        `${row.name} ${row.path}`,
        String(row.bytes),
        row.rps.toFixed(0),
        String(row.p50),
        String(row.p99),
        String(row.errors),
        String(row.non2xx),
        ratio.toFixed(2),
        sized ? (row.rps / sized.rps).toFixed(2) : "-",
        `  ${pass ? "PASS" : "MISS"}${isReference ? " (reference)" : ""}`,
      ]),
    );
  }
  console.log(
    `\nTargets: every page >= ${MIN_RATIO} x the static file's req/s ("ratio"), p99 < ${MAX_P99_MS} ms, no errors. ` +
      `${missed === 0 ? "All met." : `${missed} missed.`}\n"ratio~size" compares with the largest static JavaScript ` +
      "chunk of the home page, a static file of about the page's size (for information).",
  );
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  portal.stop();
  await db.$disconnect();
}
