// npm run bench:rescore -- [--files 100] [--concurrency 2] [--fixtures DIR]
// Times a rescore campaign of N stored files with the worker in this process (pg-boss on the
// database that scripts/with-database.ts gives: DATABASE_URL or the embedded one). Tops the
// database up to N stored 22 MB files first: the two simulated fixtures are ingested once through
// the real pipeline, then stored again byte-unique (a different gzip MTIME) with a run that points
// at a copy of the fixture's scoring row. Each run stamps its scorings with a fresh scorer
// version label, so every file is scored again. Prints total time, files/s, MB/s, peak RSS.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { importBenchmark } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { SCORER } from "@/lib/benchmarks/mrben/mr-score";
import { startRescore } from "@/lib/rescore/start-rescore";
import { startRescoreWorker } from "@/lib/rescore/worker";
import { getCurrentBenchmarkTruth } from "@/lib/benchmarks/mrben/truth";
import { ingestUpload } from "@/lib/submissions/ingest/ingest-upload";
import { ensureDefaultBenchmark } from "@/lib/benchmarks/benchmarks";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

const { values: flags } = parseArgs({
  options: {
    files: { type: "string", default: "100" },
    concurrency: { type: "string", default: "2" },
    fixtures: { type: "string", default: path.resolve(import.meta.dirname, "../../shared/fixtures") },
    data: { type: "string", default: path.resolve(import.meta.dirname, "../../shared/mrben/data") },
  },
});
const wanted = Number(flags.files);
const concurrency = Number(flags.concurrency);
const FIXTURES = [
  "sim-a_0shot_cot_True_scored_eval_results.json.gz",
  "sim-b_1shot_cot_True_scored_eval_results.json.gz",
];
const MB = 1024 * 1024;

async function ensureBenchmark(): Promise<void> {
  if (await getCurrentBenchmarkTruth()) return;
  const dataset = readDatasetDir({ dir: flags.data });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  console.log("importing the benchmark…");
  await importBenchmark({ subjects: dataset.subjects, kShotDemos: dataset.kShotDemos });
}

async function benchUsers() {
  const upsert = (email: string, name: string, role: "user" | "admin") =>
    db.user.upsert({
      where: { email },
      create: { email, name, role },
      update: { role },
      select: AUTH_USER_SELECT,
    });
  return {
    admin: await upsert("bench-admin@mrben.invalid", "bench-admin", "admin"),
    owner: await upsert("bench@mrben.invalid", "bench", "user"),
  };
}

async function benchSubmission(userId: string): Promise<string> {
  const existing = await db.submission.findFirst({
    where: { userId, modelSlug: "bench-rescore" },
    select: { id: true },
  });
  if (existing) return existing.id;
  const created = await db.submission.create({
    data: {
      userId,
      benchmarkId: (await ensureDefaultBenchmark()).id,
      modelName: "Bench-Rescore",
      modelSlug: "bench-rescore",
      modelLink: "https://example.invalid/bench",
      description: "Stored files for npm run bench:rescore (never submitted).",
      organization: "bench",
      temperature: 0,
      openWeights: true,
      judgeModel: "bench",
      notes: "",
    },
    select: { id: true },
  });
  return created.id;
}

/** Stores copies of the fixtures until the database holds `wanted` stored files with a scored run. */
async function topUp(submissionId: string): Promise<void> {
  const bases: Array<{ bytes: Buffer; scoringId: string }> = [];
  for (const [shots, name] of FIXTURES.entries()) {
    const bytes = readFileSync(path.join(flags.fixtures, name));
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    let scoring = await db.fileScoring.findFirst({ where: { file: { sha256 }, scorerVersion: SCORER.version } });
    if (!scoring) {
      console.log(`ingesting ${name} through the upload pipeline…`);
      const ingested = await ingestUpload({
        submissionId,
        shots,
        fileName: name,
        body: Readable.from([bytes]),
        declaredLength: bytes.length,
        declaredGzip: true,
        maxBytes: env.UPLOAD_MAX_BYTES,
      });
      if (!ingested.ok) throw new Error(`ingest ${name}: ${ingested.error.detail}`);
      scoring = await db.fileScoring.findFirstOrThrow({ where: { file: { sha256 }, scorerVersion: SCORER.version } });
    }
    bases.push({ bytes, scoringId: scoring.id });
  }
  const have = async () =>
    (
      await db.$queryRaw<Array<{ n: bigint }>>`
      SELECT count(DISTINCT "fileId") AS n FROM "SubmissionRun" WHERE "fileId" IS NOT NULL AND "scoringId" IS NOT NULL`
    )[0]!.n;
  let count = Number(await have());
  let serial = Date.now() % 1_000_000_000;
  if (count < wanted) console.log(`storing ${wanted - count} more files…`);
  while (count < wanted) {
    const base = bases[count % bases.length]!;
    const bytes = Buffer.from(base.bytes);
    bytes.writeUInt32LE(serial++, 4); // the gzip header's MTIME: other bytes, same content
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    await db.$transaction(async (tx) => {
      const file = await tx.storedFile.create({
        data: { sha256, sizeBytes: bytes.length, originalEncoding: "gzip", gzipBytes: bytes },
        select: { id: true },
      });
      const scoringId = randomUUID();
      await tx.$executeRaw`
        INSERT INTO "FileScoring" ("id", "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "score",
          "scoreCiLow", "scoreCiHigh", "report", "createdAt", "updatedAt")
        SELECT ${scoringId}, ${file.id}, "benchmarkVersionId", "scorerName", "scorerVersion", "score",
          "scoreCiLow", "scoreCiHigh", "report", now(), now()
        FROM "FileScoring" WHERE "id" = ${base.scoringId}`;
      await tx.submissionRun.create({
        data: {
          submissionId,
          shots: count % 2,
          status: "scored",
          fileId: file.id,
          scoringId,
          sha256,
          sizeBytes: bytes.length,
          finishedAt: new Date(),
        },
      });
    });
    count++;
  }
}

async function inflatedBytes(campaignId: string): Promise<number> {
  const items = await db.rescoreItem.findMany({ where: { campaignId, status: "done" }, select: { fileId: true } });
  let total = 0;
  for (const { fileId } of items) {
    const file = await db.storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { gzipBytes: true } });
    total += gunzipSync(file.gzipBytes).length;
  }
  return total;
}

await ensureBenchmark();
const { admin, owner } = await benchUsers();
await topUp(await benchSubmission(owner.id));

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const worker = await startRescoreWorker({ concurrency });
const scorer = { name: SCORER.name, version: `${SCORER.version}+bench.${Date.now()}` };
const started = performance.now();
const result = await startRescore({ actor: admin, scorer, queue: worker.queue });
if (!result.ok) {
  await worker.stop();
  clearInterval(sampler);
  console.error(`cannot start: ${result.error.message}`);
  process.exit(1);
}
const { campaignId, totalFiles } = result.value;
console.log(`rescoring ${totalFiles} files with ${concurrency} concurrent jobs…`);
let campaign = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } });
while (campaign.status === "running" || campaign.status === "switching") {
  await new Promise((resolve) => setTimeout(resolve, 250));
  campaign = await db.rescoreCampaign.findUniqueOrThrow({ where: { id: campaignId } });
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await worker.stop();

const bytes = await inflatedBytes(campaignId);
console.log(`campaign ${campaign.status}${campaign.error ? `: ${campaign.error}` : ""}`);
console.log(`files:       ${totalFiles} (${(bytes / MB).toFixed(0)} MB of JSON)`);
console.log(`total time:  ${seconds.toFixed(1)} s`);
console.log(`throughput:  ${(totalFiles / seconds).toFixed(2)} files/s, ${(bytes / MB / seconds).toFixed(1)} MB/s`);
console.log(`peak RSS:    ${(peakRss / MB).toFixed(0)} MB (this process: worker and scorer)`);
await db.$disconnect();
process.exit(campaign.status === "completed" ? 0 : 1);
