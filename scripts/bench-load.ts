// npm run bench:load -- [--url URL] [--duration 60] [--connections 200] [--entries 30] [--uploads 4] ...
// The portal under a mixed load, on one production server: --connections readers on the board
// pages, a model page and the JSON and CSV exports, while --uploads 22 MB results files are
// uploaded at once and an admin's rescore of every stored file runs in the server's worker.
// Prints, per endpoint, throughput, p50/p99 and errors over the whole run and during the uploads;
// the uploads' wall times and statuses, the rescore's duration, and the server's RSS (start, peak,
// end). Target: no errors, reader p99 < 250 ms during the uploads. Exit 1 on any error, 2 on bad
// usage. Without --url it builds when stale and starts its own server; with --url the server must
// use this script's database (DATABASE_URL), whose worker then runs the rescore.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { closePortalRescoreQueue } from "@/lib/rescore/queue";
import { startRescore } from "@/lib/rescore/start-rescore";
import { LOAD_USAGE, LoadUsageError, parseLoadOptions, readerEndpoints, type LoadOptions } from "./bench/load-options";
import { startReaders } from "./bench/load-readers";
import {
  formatMemory,
  formatReaderTable,
  formatRescore,
  formatUploads,
  loadVerdict,
  summarizeEndpoint,
  type RescoreOutcome,
  type TimeWindow,
  type UploadOutcome,
} from "./bench/load-summary";
import { benchToken, newSubmission, uniqueCopy, uploadResults } from "./bench/portal-uploads";
import { findListeningPid, MemorySampler } from "./bench/process-memory";
import { giveBenchEntriesRealFiles } from "./bench/real-bench-files";
import { seedBenchBoard } from "./bench/seed-bench-board";
import { startBenchPortal } from "./bench/start-portal";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

const FIXTURES = {
  0: "sim-a_0shot_cot_True_scored_eval_results.json.gz",
  1: "sim-b_1shot_cot_True_scored_eval_results.json.gz",
} as const;
/** The rescore gives up waiting after this long (a server without a worker never finishes it). */
const RESCORE_WAIT_MS = 15 * 60_000;

let options: LoadOptions;
try {
  options = parseLoadOptions(process.argv.slice(2), {
    fixtures: path.resolve(import.meta.dirname, "../../shared/fixtures"),
  });
} catch (error) {
  if (!(error instanceof LoadUsageError)) throw error;
  console.error(`${error.message}\nusage: ${LOAD_USAGE}`);
  process.exit(2);
}
const databaseUrl = env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set (run through npm run bench:load)");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixture = (shots: 0 | 1) => readFileSync(path.join(options.fixtures, FIXTURES[shots]));

const added = await seedBenchBoard({ count: options.entries });
const replaced = await giveBenchEntriesRealFiles({ 0: fixture(0), 1: fixture(1) });
console.log(`Board: ${added} synthetic entries added, ${replaced} placeholder files given full-size bytes.`);

const admin = await db.user.upsert({
  where: { email: "bench-admin@mrben.invalid" },
  create: { email: "bench-admin@mrben.invalid", name: "bench-admin", role: "admin" },
  update: { role: "admin" },
  select: AUTH_USER_SELECT,
});
const adminToken = (await createApiToken({ userId: admin.id, name: `bench:load ${new Date().toISOString()}` })).token;
const userToken = await benchToken();

const portal = options.url
  ? { baseUrl: options.url, stop: () => {} }
  : await startBenchPortal({ root: path.resolve(import.meta.dirname, ".."), databaseUrl });
const base = portal.baseUrl;

async function adminCall(method: "GET" | "POST", route: string): Promise<Response> {
  return fetch(`${base}${route}`, { method, headers: { authorization: `Bearer ${adminToken}` } });
}

async function firstModelSlug(): Promise<string> {
  const response = await fetch(`${base}/api/v1/leaderboard?shots=0`);
  const board = (await response.json()) as { entries?: Array<{ model: { slug: string } }> };
  const slug = board.entries?.[0]?.model.slug;
  if (!slug) throw new Error(`the board at ${base} has no entries (${response.status})`);
  return slug;
}

async function warm(route: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(`${base}${route}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route} answers ${response.status} before the load`);
  }
}

type CampaignState = { id: string; status: string; done: number; elapsedSeconds: number; error: string | null };

/** The campaign as the admin page follows it: GET /api/v1/admin/rescore. */
async function campaignState(campaignId: string): Promise<CampaignState | null> {
  const response = await adminCall("GET", "/api/v1/admin/rescore");
  if (!response.ok) return null; // the readers' figures show the server's trouble
  const { campaigns } = (await response.json()) as { campaigns: CampaignState[] };
  return campaigns.find((campaign) => campaign.id === campaignId) ?? null;
}

/** Starts the campaign as the admin page does (startRescore as the admin); `finished` follows it to its end. */
async function startCampaign(): Promise<{ campaignId: string | null; finished: Promise<RescoreOutcome> }> {
  const scorer = { name: SCORER.name, version: `${SCORER.version}+load.${Date.now()}` };
  const result = await startRescore({ actor: admin, scorer });
  if (!result.ok) {
    const outcome = { status: `not started: ${result.error.message}`, seconds: 0, totalFiles: 0 };
    return { campaignId: null, finished: Promise.resolve(outcome) };
  }
  const { campaignId, totalFiles } = result.value;
  const started = performance.now();
  const follow = async (): Promise<RescoreOutcome> => {
    for (;;) {
      await sleep(1000);
      const campaign = await campaignState(campaignId);
      if (campaign && campaign.status !== "running" && campaign.status !== "switching") {
        return { status: campaign.status, seconds: campaign.elapsedSeconds, totalFiles, error: campaign.error };
      }
      if (performance.now() - started > RESCORE_WAIT_MS) {
        return { status: "still running (gave up waiting)", seconds: NaN, totalFiles };
      }
    }
  };
  return { campaignId, finished: follow() };
}

try {
  if (options.url && (await adminCall("POST", "/api/v1/admin/leaderboard/revalidate")).status !== 200) {
    console.log("Note: could not revalidate the running server's board; it may not show the seeded entries.");
  }
  const endpoints = readerEndpoints({ ...options, modelSlug: await firstModelSlug() });
  for (const endpoint of endpoints) await warm(endpoint.path);

  const plain = gunzipSync(fixture(0));
  const uploadIds = await Promise.all(
    Array.from({ length: options.uploads }, () => newSubmission(base, userToken, "bench:load")),
  );
  const uploadBodies = uploadIds.map((_, n) =>
    options.uploadForm === "json"
      ? uniqueCopy(plain, false, (Date.now() % 100_000) + n)
      : uniqueCopy(fixture(0), true, n),
  );
  const uploadName = options.uploadForm === "json" ? FIXTURES[0].replace(/\.gz$/, "") : FIXTURES[0];

  const pid = findListeningPid(Number(new URL(base).port || 80));
  const memory = pid ? new MemorySampler(pid) : null;
  memory?.start(100);
  console.log(
    `${base} (server pid ${pid ?? "not found"}); ${os.cpus()[0]?.model ?? "?"}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}; node ${process.version}`,
  );
  console.log(
    `${options.connections} readers on ${endpoints.map((endpoint) => `${endpoint.path} (${endpoint.connections})`).join(", ")}`,
  );

  const t0 = performance.now();
  const readers = startReaders({
    baseUrl: base,
    endpoints,
    timeoutSeconds: options.timeoutSeconds,
    acceptEncoding: options.acceptEncoding,
  });
  await sleep(Math.min(10, options.durationSeconds / 4) * 1000);

  console.log(
    `${options.uploads} uploads of ${((uploadBodies[0]?.length ?? 0) / 1024 / 1024).toFixed(1)} MB (${options.uploadForm})` +
      `${options.rescore ? " and a rescore campaign" : ""} start now (${((performance.now() - t0) / 1000).toFixed(1)} s in)...`,
  );
  const uploadsFrom = performance.now();
  const uploading = Promise.all(
    uploadIds.map(async (id, n): Promise<UploadOutcome> => {
      const answer = await uploadResults(base, userToken, { id, shots: 0, bytes: uploadBodies[n]!, name: uploadName });
      return { status: answer.status, ms: answer.ms, detail: answer.status === 201 ? undefined : answer.detail };
    }),
  ).then((uploads) => ({ uploads, uploadsTo: performance.now() }));
  const campaign = options.rescore ? await startCampaign() : null;
  const { uploads, uploadsTo } = await uploading;
  const remaining = t0 + options.durationSeconds * 1000 - performance.now();
  if (remaining > 0) await sleep(remaining);
  await readers.stop();
  const t1 = performance.now();
  // The readers stop after --duration and the uploads; a rescore still running finishes unloaded.
  const doneWhileReading = campaign?.campaignId ? (await campaignState(campaign.campaignId))?.done : undefined;
  if (campaign && doneWhileReading !== undefined) {
    console.log(`Readers stopped; the rescore had done ${doneWhileReading} files. Waiting for it to finish...`);
  }
  const rescore = campaign ? { ...(await campaign.finished), doneWhileReading } : null;
  const rss = memory?.stop();

  const whole: TimeWindow = { name: "whole run", from: t0, to: t1 };
  const during: TimeWindow = { name: "during uploads", from: uploadsFrom, to: uploadsTo };
  const overall = endpoints.map((endpoint) =>
    summarizeEndpoint(`${endpoint.name} ${endpoint.path}`, readers.events.get(endpoint.name)!, whole),
  );
  const duringUploads =
    options.uploads === 0
      ? []
      : endpoints.map((endpoint) =>
          summarizeEndpoint(`${endpoint.name} ${endpoint.path}`, readers.events.get(endpoint.name)!, during),
        );
  const memoryFigures = rss ? { start: rss.before, peak: rss.peak, end: rss.after } : null;
  const verdict = loadVerdict({ overall, duringUploads, uploads, rescore, memory: memoryFigures });

  console.log("");
  console.log(
    `readers ran ${((t1 - t0) / 1000).toFixed(1)} s; uploads from ${((uploadsFrom - t0) / 1000).toFixed(1)} s ` +
      `to ${((uploadsTo - t0) / 1000).toFixed(1)} s`,
  );
  console.log(formatReaderTable([...overall, ...duringUploads]));
  console.log("");
  for (const line of [formatUploads(uploads), formatRescore(rescore), formatMemory(memoryFigures), ...verdict.lines]) {
    console.log(line);
  }
  process.exitCode = verdict.exitCode;
} finally {
  portal.stop();
  await closePortalRescoreQueue();
  await db.$disconnect();
}
