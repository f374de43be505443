// npm run bench:hosted -- [--concurrency 16,64] [--items 1500,4534] [--shots 0,1] [--delay 50] [--data DIR]
// How many requests per second the portal sustains in a hosted run: a fake OpenAI-compatible
// server (its own process) answers every request after --delay ms, and a run is started through
// the real service (startHostedRun) and worked by the real pg-boss worker in this process, once
// per concurrency (--items: items per shot setting, one figure per concurrency; MR-Ben has 4,534). Prints, per run, requests/s over the run's request window, the fake server's
// p50/p95 request latency and the most requests it held at once, and this process's CPU (as % of
// one core over the run's wall time) and memory (peak RSS, peak heap). Imports the benchmark first
// when the database has none. Exit 1 when a prompt was asked twice or a run did not complete.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchmarkKinds } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { parseAllowList } from "@/lib/hosted-endpoint/address-policy";
import { closePortalHostedRunQueue, openHostedRunQueue } from "@/lib/hosted-runs/queue";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { startHostedRunWorker } from "@/lib/hosted-runs/worker";
import { SealingKey } from "@/lib/validations/sealing-key";
import type { FakeModelFigures } from "./bench/fake-model-process";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

const { values: flags } = parseArgs({
  options: {
    concurrency: { type: "string", default: "16,64" },
    items: { type: "string", default: "1500,4534" },
    shots: { type: "string", default: "0,1" },
    delay: { type: "string", default: "50" },
    data: { type: "string", default: path.resolve(import.meta.dirname, "../../shared/mrben/data") },
  },
});
const concurrencies = flags.concurrency.split(",").map(Number);
const shots = flags.shots.split(",").map(Number);
const itemCounts = flags.items.split(",").map(Number);
const MB = 1024 * 1024;

/** The kind the portal runs itself: the first with a hosted evaluation (MR-Ben's). */
async function hostedKind() {
  for (const kind of benchmarkKinds()) if ((await kind.server()).hosted) return kind;
  throw new Error("No benchmark kind has a hosted evaluation.");
}
const kind = await hostedKind();

/** The kind's benchmark, imported from --data first when the database lacks it (or its demonstrations, for 1-shot runs). */
async function ensureBenchmark(): Promise<string> {
  const ofKind = { benchmark: { kind: kind.name } };
  // Counts, not the truth itself: loading the truth would weigh on the memory figures.
  const versions = await db.benchmarkVersion.count({ where: ofKind });
  const demos = await db.benchmarkKShotDemos.count({ where: { version: ofKind } });
  if (versions === 0 || (demos === 0 && shots.includes(1))) {
    const read = kind.readDataset(flags.data);
    if (!read.ok) throw new Error(read.error.problems.map(String).join("\n"));
    console.log("importing the benchmark…");
    await (await kind.server()).importDataset(read.value.dataset);
  }
  return (await db.benchmark.findFirstOrThrow({ where: { kind: kind.name }, select: { id: true } })).id;
}

async function benchSubmission(
  benchmarkId: string,
): Promise<{ submissionId: string; actor: Awaited<ReturnType<typeof benchUser>> }> {
  const actor = await benchUser();
  const slug = `bench-hosted-${Date.now().toString(36)}`;
  const submission = await db.submission.create({
    data: {
      userId: actor.id,
      benchmarkId,
      modelName: slug,
      modelSlug: slug,
      modelLink: "https://example.invalid/bench",
      description: "Hosted runs of npm run bench:hosted (never submitted).",
      organization: "bench",
      temperature: 0,
      openWeights: true,
      judgeModel: "bench",
      notes: "",
    },
  });
  return { submissionId: submission.id, actor };
}

function benchUser() {
  return db.user.upsert({
    where: { email: "bench-hosted@mrben.invalid" },
    create: { email: "bench-hosted@mrben.invalid", name: "bench-hosted", role: "user" },
    update: {},
    select: AUTH_USER_SELECT,
  });
}

/** The fake model server's process, and a way to ask it something and await its answer. */
async function startFakeModel(delayMs: number) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, "bench/fake-model-process.ts"), [String(delayMs)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        child.off("message", onMessage);
        resolve(message[key] as T);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`the fake model server exited (${code})`)));
    });
  const port = await next<number>("port");
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    mark: () => {
      const answer = next<number>("mark");
      child.send({ mark: true });
      return answer;
    },
    figures: (since: number) => {
      const answer = next<FakeModelFigures>("figures");
      child.send({ figures: since });
      return answer;
    },
    close: () => child.disconnect(),
  };
}

interface RunFigures {
  concurrency: number;
  items: number;
  fake: FakeModelFigures;
  wallMs: number;
  cpuPercent: number;
  rssPeak: number;
  heapPeak: number;
  /** The peaks while the requests ran, before the files were written. */
  requestRssPeak: number;
  requestHeapPeak: number;
  completedMs: number | null;
  status: string;
}

const benchmarkId = await ensureBenchmark();
const fake = await startFakeModel(Number(flags.delay));
const allow = parseAllowList(["127.0.0.1"]);
if (!allow.ok) throw new Error(allow.error.detail);
const sealingKey = new SealingKey(randomBytes(32));
const queue = await openHostedRunQueue();
const worker = await startHostedRunWorker({ allow: allow.value, sealingKey, pollingIntervalSeconds: 0.5 });
const { submissionId, actor } = await benchSubmission(benchmarkId);
const results: RunFigures[] = [];
const idle = process.memoryUsage();
console.log(
  `before the runs: RSS ${(idle.rss / MB).toFixed(0)} MB, heap ${(idle.heapUsed / MB).toFixed(0)} MB; shots ${flags.shots}, answers after ${flags.delay} ms`,
);

for (const [index, concurrency] of concurrencies.entries()) {
  const mark = await fake.mark();
  let rssPeak = 0;
  let heapPeak = 0;
  const sampler = setInterval(() => {
    const memory = process.memoryUsage();
    rssPeak = Math.max(rssPeak, memory.rss);
    heapPeak = Math.max(heapPeak, memory.heapUsed);
  }, 20);
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const started = await startHostedRun({
    submissionId,
    actor,
    input: {
      baseUrl: fake.baseUrl,
      model: "bench/Fake-Model",
      apiKey: "sk-bench-0123456789",
      shots,
      concurrency,
      itemLimit: itemCounts[index] ?? itemCounts.at(-1),
    },
    allow: allow.value,
    sealingKey,
    queue,
  });
  if (!started.ok) throw new Error(`${started.error.code}: ${started.error.message}`);
  const runId = started.value.runId;
  // Every answer settled: the request phase's end, before the files are written.
  let answeredAt: number | null = null;
  let cpu = process.cpuUsage(cpuBefore);
  let requestPeaks = { rss: 0, heap: 0 };
  let run = await db.hostedRun.findUniqueOrThrow({ where: { id: runId } });
  while (["queued", "running"].includes(run.status)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = await db.hostedRun.findUniqueOrThrow({ where: { id: runId } });
    if (answeredAt === null && run.answeredItems === run.totalItems) {
      answeredAt = performance.now();
      cpu = process.cpuUsage(cpuBefore);
      requestPeaks = { rss: rssPeak, heap: heapPeak };
    }
  }
  const endedAt = performance.now();
  answeredAt ??= endedAt;
  if (run.answeredItems !== run.totalItems) cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  const wallMs = answeredAt - startedAt;
  results.push({
    concurrency,
    items: run.totalItems,
    fake: await fake.figures(mark),
    wallMs,
    cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
    rssPeak,
    heapPeak,
    requestRssPeak: requestPeaks.rss || rssPeak,
    requestHeapPeak: requestPeaks.heap || heapPeak,
    completedMs: run.status === "completed" ? endedAt - answeredAt : null,
    status: run.status,
  });
  console.log(formatRun(results.at(-1)!));
}

await worker.stop();
await queue.stop({ graceful: false, wait: true });
await closePortalHostedRunQueue();
fake.close();
await db.$disconnect();
const failed = results.filter((r) => r.status !== "completed" || r.fake.distinctPrompts !== r.fake.requests);
process.exit(failed.length > 0 ? 1 : 0);

function formatRun(r: RunFigures): string {
  const rps = r.fake.windowMs > 0 ? (r.fake.requests / r.fake.windowMs) * 1000 : 0;
  return [
    `concurrency ${r.concurrency}: ${r.items} items, run ${r.status}`,
    `  requests ${r.fake.requests} (distinct prompts ${r.fake.distinctPrompts}) in ${(r.fake.windowMs / 1000).toFixed(1)} s: ${rps.toFixed(0)} req/s`,
    `  fake server latency p50 ${r.fake.p50Ms.toFixed(0)} ms, p95 ${r.fake.p95Ms.toFixed(0)} ms; at most ${r.fake.maxInFlight} in flight`,
    `  portal process: CPU ${r.cpuPercent.toFixed(0)}% of one core over ${(r.wallMs / 1000).toFixed(1)} s wall (start to last answer); RSS peak ${(r.requestRssPeak / MB).toFixed(0)} MB, heap peak ${(r.requestHeapPeak / MB).toFixed(0)} MB`,
    `  completion (files written) ${r.completedMs === null ? "—" : `${(r.completedMs / 1000).toFixed(1)} s`} after the last answer; peaks with it: RSS ${(r.rssPeak / MB).toFixed(0)} MB, heap ${(r.heapPeak / MB).toFixed(0)} MB`,
  ].join("\n");
}
