// tsx --conditions=react-server scripts/with-database.ts scripts/bench-pages.ts [--models 6] [--runs 3]
// Timings of the model, comparison and item pages on a realistic board: seeds --models approved
// entries ("pages-bench-N") with full-size generated results files for both settings, scored by
// the real ingest pipeline, then times each loader uncached (median of --runs), and each page's
// first (uncached) and second (cached) request on a production server of this checkout.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { loadDisagreements } from "@/lib/benchmarks/mrben/board/compare-models";
import { loadItemDetail, runsBySetting } from "@/lib/benchmarks/mrben/board/item-detail";
import { loadItemDifficulty } from "@/lib/benchmarks/mrben/board/item-difficulty";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { loadModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { createSubmission } from "@/lib/submissions/create-submission";
import { ingestUpload } from "@/lib/submissions/ingest/ingest-upload";
import { ZSubmissionMeta } from "@/lib/validations/submission-meta";
import { startBenchPortal } from "./bench/start-portal";

const { values: flags } = parseArgs({
  options: { models: { type: "string", default: "6" }, runs: { type: "string", default: "3" } },
});
const root = path.resolve(import.meta.dirname, "..");
const shared = process.env.MRBEN_SHARED_DIR ?? path.resolve(root, "../shared");
const PREFIX = "pages-bench-";

function generate(model: string, shots: 0 | 1, seed: number, skill: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "mrben-bench-"));
  const out = path.join(dir, "results.json");
  const made = spawnSync("python3", [
    path.join(shared, "tools/make-fixture.py"),
    path.join(shared, "mrben/data"),
    out,
    ...["--model", model, "--shots", String(shots), "--seed", String(seed), "--skill", String(skill)],
  ]);
  if (made.status !== 0) throw new Error(`make-fixture failed: ${made.stderr.toString()}`);
  try {
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function seedModels(count: number): Promise<void> {
  const user = await db.user.upsert({
    where: { email: "pages-bench@mrben.invalid" },
    create: { email: "pages-bench@mrben.invalid", name: "pages bench" },
    update: {},
  });
  for (let index = 1; index <= count; index += 1) {
    const modelName = `${PREFIX}${index}`;
    if (await db.submission.findFirst({ where: { modelName, status: "approved" } })) continue;
    const meta = ZSubmissionMeta.parse({
      modelName,
      modelLink: "https://example.org/bench",
      description: "A generated model for page timings.",
      organization: "Bench Lab",
      parameterCount: `${index * 7}B`,
      openWeights: index % 2 === 0,
      temperature: 0,
    });
    const created = await createSubmission({ userId: user.id, meta });
    if (!created.ok) throw new Error(created.error.errors.map((error) => error.detail).join("; "));
    const { id } = created.value;
    for (const shots of [0, 1] as const) {
      const bytes = generate(modelName, shots, index * 10 + shots, 0.3 + index * 0.08);
      const result = await ingestUpload({
        submissionId: id,
        shots,
        fileName: `${modelName}_${shots}shot_cot_True_scored_eval_results.json`,
        body: (async function* () {
          yield new Uint8Array(bytes);
        })(),
        declaredLength: bytes.length,
        declaredGzip: false,
        maxBytes: env.UPLOAD_MAX_BYTES,
      });
      if (!result.ok) throw new Error(`${modelName} ${shots}-shot: ${result.error.detail}`);
      console.log(
        `seeded ${modelName} ${shots}-shot: ${(bytes.length / 1e6).toFixed(1)} MB in ${result.value.timings.totalMs.toFixed(0)} ms`,
      );
    }
    await db.submission.update({
      where: { id },
      data: { status: "approved", approvedAt: new Date(), submittedAt: new Date() },
    });
  }
}

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

await seedModels(Number(flags.models));
const runs = Number(flags.runs);
const board = await loadBoardData();
const entries = board.entries.filter((entry) => entry.runs["0"] && entry.runs["1"]);
const slugs = entries.map((entry) => entry.slug);
const records = await db.recordResult.count();
console.log(`\nBoard: ${board.entries.length} approved entries, ${records} stored records.`);
const zeroShotRuns = entries.map((entry) => entry.runs["0"]!.runId);
const subjectOrder = board.subjects.map((subject) => subject.key);
const item = await db.benchmarkItem.findFirstOrThrow({ orderBy: { position: "asc" } });

const loaderTimes: Array<[string, number]> = [
  ["loadBoardData", await median(runs, () => loadBoardData())],
  ["loadModelPage (board given)", await median(runs, () => loadModelPage({ slug: slugs[0]!, board }))],
  [
    `loadItemDifficulty (${zeroShotRuns.length} runs)`,
    await median(runs, () => loadItemDifficulty({ runIds: zeroShotRuns, benchmarkVersion: board.benchmark!.version })),
  ],
  [
    "loadDisagreements (2 models)",
    await median(runs, () =>
      loadDisagreements({ runIds: zeroShotRuns.slice(0, 2), subject: null, page: 1, subjectOrder }),
    ),
  ],
  [
    "loadDisagreements (4 models)",
    await median(runs, () =>
      loadDisagreements({ runIds: zeroShotRuns.slice(0, 4), subject: null, page: 1, subjectOrder }),
    ),
  ],
  ["loadItemDetail", await median(runs, () => loadItemDetail({ itemId: item.id, runs: runsBySetting(board) }))],
];
console.log("\nLoaders, uncached (median ms):");
for (const [name, ms] of loaderTimes) console.log(`  ${name.padEnd(40)} ${ms.toFixed(1)}`);

const portal = await startBenchPortal({ root, databaseUrl: env.DATABASE_URL! });
try {
  const pages = [
    `/models/${slugs[0]}`,
    `/compare?models=${slugs.slice(0, 2).join(",")}&shots=0`,
    `/compare?models=${slugs.slice(0, 4).join(",")}&shots=0`,
    "/items?shots=0&sort=verdict&dir=asc",
    `/items/${item.id}`,
    `/models/${slugs[1]}`,
  ];
  console.log("\nPages (ms: first request / second request, bytes):");
  for (const page of pages) {
    const timings: number[] = [];
    let bytes = 0;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = performance.now();
      const response = await fetch(`${portal.baseUrl}${page}`);
      bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`${page}: ${response.status}`);
      timings.push(performance.now() - started);
    }
    console.log(`  ${page.padEnd(60)} ${timings.map((ms) => ms.toFixed(0)).join(" / ")}  (${bytes} B)`);
  }
} finally {
  portal.stop();
  await db.$disconnect();
}
