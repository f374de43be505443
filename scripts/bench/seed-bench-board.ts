// Board entries for `npm run bench:read`: approved submissions of made-up models under the user
// bench@mrben.invalid, with plausible per-subject metrics and intervals, written straight to the
// database (no files are scored; each run stores a tiny placeholder file). Model names start with
// "bench-", so they are easy to find and delete.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { db } from "@/lib/db";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { ensureDefaultBenchmark } from "@/lib/benchmarks/benchmarks";

export const BENCH_PREFIX = "bench-";
const SIZES = [0.5e9, 1.5e9, 3e9, 7e9, 8e9, 13e9, 14e9, 32e9, 70e9, 72e9, 110e9, 405e9, null];

/** Deterministic pseudo-random numbers, so every run seeds the same board. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function benchUserId(): Promise<string> {
  const user = await db.user.upsert({
    where: { email: "bench@mrben.invalid" },
    create: { email: "bench@mrben.invalid", name: "bench" },
    update: {},
  });
  return user.id;
}

/** Makes sure at least `count` approved entries exist (bench entries fill the gap); returns how many were added. */
export async function seedBenchBoard({ count }: { count: number }): Promise<number> {
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: MRBEN_SLUG } },
    orderBy: { number: "desc" },
    include: { subjects: true },
  });
  if (!version) throw new Error("No benchmark in the database: import it first (npm run db:import -- --data DIR).");
  const approved = await db.submission.findMany({
    where: { status: "approved" },
    distinct: ["modelSlug"],
    select: { modelSlug: true },
  });
  const missing = count - approved.length;
  if (missing <= 0) return 0;
  const userId = await benchUserId();
  const taken = new Set(approved.map((row) => row.modelSlug));
  let added = 0;
  for (let index = 0; added < missing; index += 1) {
    const slug = `${BENCH_PREFIX}model-${String(index + 1).padStart(3, "0")}`;
    if (taken.has(slug)) continue;
    await seedEntry({ slug, index, userId, versionId: version.id, subjects: version.subjects });
    added += 1;
  }
  return added;
}

type VersionSubject = { key: string; itemCount: number; correctCount: number; incorrectCount: number };

async function seedEntry(input: {
  slug: string;
  index: number;
  userId: string;
  versionId: string;
  subjects: VersionSubject[];
}) {
  const next = random(input.index + 1);
  const size = SIZES[input.index % SIZES.length] ?? null;
  const submission = await db.submission.create({
    data: {
      userId: input.userId,
      benchmarkId: (await ensureDefaultBenchmark()).id,
      status: "approved",
      modelName: input.slug,
      modelSlug: input.slug,
      modelLink: `https://example.invalid/${input.slug}`,
      description: "Synthetic entry seeded by npm run bench:read.",
      organization: `Bench Lab ${(input.index % 7) + 1}`,
      parameterCount: size === null ? null : BigInt(size),
      openWeights: input.index % 3 !== 0,
      temperature: 0,
      judgeModel: "gpt-4-turbo-2024-04-09",
      notes: "bench data",
      submittedAt: new Date(),
      approvedAt: new Date(),
    },
  });
  const skill = 0.15 + next() * 0.55;
  const shotsList = input.index % 4 === 3 ? [0] : [0, 1];
  for (const shots of shotsList) {
    await seedRun({ ...input, submissionId: submission.id, shots, skill: skill + (shots ? 0.03 : 0), next });
  }
}

async function seedRun(input: {
  slug: string;
  submissionId: string;
  shots: number;
  skill: number;
  versionId: string;
  subjects: VersionSubject[];
  next: () => number;
}) {
  const bytes = Buffer.from(`bench placeholder ${input.slug} ${input.shots}`);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const file = await db.storedFile.upsert({
    where: { sha256 },
    create: {
      sha256,
      sizeBytes: BigInt(bytes.length),
      originalEncoding: "identity",
      gzipBytes: new Uint8Array(gzipSync(bytes)),
    },
    update: {},
  });
  const subjects = input.subjects.map((subject) => {
    const level = Math.min(0.95, Math.max(0.02, input.skill + (input.next() - 0.5) * 0.2));
    const mcc = Math.min(0.95, level + 0.1);
    const accStep = level;
    const accReason = level * 0.85;
    const mrScore = 0.2 * Math.max(0, mcc) + 0.3 * accStep + 0.5 * accReason;
    const half = 0.015 + input.next() * 0.02;
    const nIncorrect = subject.incorrectCount;
    const nCorrect = subject.correctCount;
    const tp = Math.round(nCorrect * 0.7);
    const tn = Math.round(nIncorrect * 0.7);
    return {
      subject: subject.key,
      nCorrect,
      nIncorrect,
      tp,
      tn,
      fp: nIncorrect - tn,
      fn: nCorrect - tp,
      stepCorrect: Math.round(accStep * nIncorrect),
      reasonCorrect: Math.round(accReason * nIncorrect),
      mcc,
      accStep,
      accReason,
      mrScore,
      ciLow: Math.max(0, mrScore - half),
      ciHigh: Math.min(1, mrScore + half),
      benchmarkItems: subject.itemCount,
      matchedItems: subject.itemCount,
      recordsInFile: subject.itemCount,
      matchedRecords: subject.itemCount,
      rankable: true,
      scorerVersion: "bench",
    };
  });
  const mean = subjects.reduce((sum, subject) => sum + subject.mrScore, 0) / subjects.length;
  const scoring = await db.fileScoring.create({
    data: {
      fileId: file.id,
      benchmarkVersionId: input.versionId,
      scorerName: "bench",
      scorerVersion: `bench-${input.slug}`,
      score: mean,
      scoreCiLow: mean - 0.012,
      scoreCiHigh: mean + 0.012,
      report: { bench: true },
      subjects: { create: subjects },
    },
  });
  await db.submissionRun.create({
    data: {
      submissionId: input.submissionId,
      shots: input.shots,
      status: "scored",
      fileName: `${input.slug}_${input.shots}shot_cot_True_scored_eval_results.json`,
      sizeBytes: BigInt(bytes.length),
      sha256,
      fileId: file.id,
      scoringId: scoring.id,
      finishedAt: new Date(),
    },
  });
}
