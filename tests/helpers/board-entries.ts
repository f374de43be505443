// Board entries for integration and e2e tests, written straight to the database with chosen
// scores and intervals (no scoring involved): a user, a submission in any status, and for each
// shot setting a scored run with its FileScoring and SubjectScores.
import { createHash, randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { db } from "@/lib/db";
import type { Prisma, SubmissionStatus } from "@/lib/generated/prisma/client";
import { ensureDefaultBenchmark } from "@/lib/benchmarks/benchmarks";

export const BOARD_SUBJECTS = ["math", "coding", "logic"] as const;

/** A subject's MR-Score (fraction), optionally with its interval and coverage. */
type SeedSubject = number | { mrScore: number; ci?: [number, number]; rankable?: boolean };

export type SeedRun = {
  /** Defaults to the mean of the subjects' MR-Scores. */
  mean?: number;
  meanCi?: [number, number];
  subjects: Partial<Record<string, SeedSubject>>;
  scorerVersion?: string;
  /** Create it with status `failed` instead (no scoring), to check such runs are ignored. */
  failed?: boolean;
  createdAt?: Date;
  /** The scorer's stored diagnostics (FileScoring.report); empty by default. */
  report?: Prisma.InputJsonObject;
};

export type SeedEntry = {
  slug: string;
  modelName?: string;
  organization?: string;
  parameterCount?: bigint | null;
  openWeights?: boolean;
  status?: SubmissionStatus;
  approvedAt?: Date;
  /** The submitter; a shared seeding user by default. */
  userId?: string;
  runs: Partial<Record<"0" | "1", SeedRun | SeedRun[]>>;
};

/**
 * Makes sure the database has an MR-Ben benchmark version and returns the current one. With
 * no benchmark yet it creates a small one with `subjects` (no items); otherwise it keeps what is
 * there (e.g. the real data from importTheBenchmark).
 */
export async function ensureBoardBenchmark(subjects: readonly string[] = BOARD_SUBJECTS) {
  const current = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: "mr-ben" } },
    orderBy: { number: "desc" },
    include: { subjects: true },
  });
  if (current) return current;
  const benchmark = await db.benchmark.upsert({
    where: { slug: "mr-ben" },
    update: {},
    create: { slug: "mr-ben", name: "MR-Ben" },
  });
  return db.benchmarkVersion.create({
    data: {
      benchmarkId: benchmark.id,
      number: 1,
      truthDigest: "test",
      note: "Seeded by tests/helpers/board-entries.ts",
      subjects: {
        create: subjects.map((key) => ({
          key,
          sourceFile: `${key}.json`,
          questionCount: 10,
          itemCount: 100,
          correctCount: 50,
          incorrectCount: 50,
          truthDigest: key,
          contentDigest: key,
        })),
      },
    },
    include: { subjects: true },
  });
}

/** The subject keys of the current benchmark version (creating the small one if there is none). */
export async function boardSubjectKeys(): Promise<string[]> {
  return (await ensureBoardBenchmark()).subjects.map((subject) => subject.key);
}

/** A run scoring `score` on every subject given, optionally with the same interval everywhere. */
export function uniformRun(
  score: number,
  subjects: readonly string[] = BOARD_SUBJECTS,
  ci?: [number, number],
): SeedRun {
  return { subjects: Object.fromEntries(subjects.map((key) => [key, { mrScore: score, ci }])), meanCi: ci };
}

let seeder: string | null = null;
async function seedUserId(): Promise<string> {
  seeder ??= (await db.user.create({ data: { email: `board-${randomUUID()}@example.test`, name: "board seeder" } })).id;
  return seeder;
}

/** Creates one submission of a model with its runs; returns the submission's id. */
export async function seedBoardEntry(entry: SeedEntry): Promise<string> {
  const version = await ensureBoardBenchmark();
  const status = entry.status ?? "approved";
  const submission = await db.submission.create({
    data: {
      userId: entry.userId ?? (await seedUserId()),
      benchmarkId: (await ensureDefaultBenchmark()).id,
      status,
      modelName: entry.modelName ?? entry.slug,
      modelSlug: entry.slug,
      modelLink: `https://example.org/${entry.slug}`,
      description: `${entry.slug} for tests`,
      organization: entry.organization ?? "Test Lab",
      parameterCount: entry.parameterCount === undefined ? 7_000_000_000n : entry.parameterCount,
      openWeights: entry.openWeights ?? true,
      temperature: 0,
      judgeModel: "gpt-4-turbo-2024-04-09",
      notes: "",
      submittedAt: new Date(),
      approvedAt: status === "approved" ? (entry.approvedAt ?? new Date()) : null,
    },
  });
  for (const shots of ["0", "1"] as const) {
    const runs = entry.runs[shots];
    for (const run of Array.isArray(runs) ? runs : runs ? [runs] : []) {
      await seedRun(submission.id, Number(shots), version.id, run);
    }
  }
  return submission.id;
}

async function seedRun(submissionId: string, shots: number, benchmarkVersionId: string, run: SeedRun) {
  const bytes = Buffer.from(JSON.stringify({ seeded: randomUUID() }));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const file = await db.storedFile.create({
    data: {
      sha256,
      sizeBytes: BigInt(bytes.length),
      originalEncoding: "identity",
      gzipBytes: new Uint8Array(gzipSync(bytes)),
    },
  });
  const base = { submissionId, shots, fileName: `seed_${shots}shot.json`, sizeBytes: BigInt(bytes.length), sha256 };
  if (run.failed) {
    await db.submissionRun.create({
      data: { ...base, status: "failed", fileId: file.id, failureCode: "seeded", createdAt: run.createdAt },
    });
    return;
  }
  const subjects = Object.entries(run.subjects).flatMap(([subject, spec]) => {
    if (spec === undefined) return [];
    const { mrScore, ci, rankable = true } = typeof spec === "number" ? { mrScore: spec, ci: undefined } : spec;
    return [{ subject, mrScore, ciLow: ci?.[0] ?? null, ciHigh: ci?.[1] ?? null, rankable }];
  });
  const mean = run.mean ?? subjects.reduce((sum, subject) => sum + subject.mrScore, 0) / Math.max(subjects.length, 1);
  const scorerVersion = run.scorerVersion ?? "1.0.0";
  const scoring = await db.fileScoring.create({
    data: {
      fileId: file.id,
      benchmarkVersionId,
      scorerName: "mr-ben-scorer",
      scorerVersion,
      score: mean,
      scoreCiLow: run.meanCi?.[0] ?? null,
      scoreCiHigh: run.meanCi?.[1] ?? null,
      report: run.report ?? {},
      subjects: {
        create: subjects.map((subject) => ({
          ...subject,
          nCorrect: 50,
          nIncorrect: 50,
          tp: 25,
          tn: 25,
          fp: 25,
          fn: 25,
          stepCorrect: 10,
          reasonCorrect: 10,
          mcc: subject.mrScore,
          accStep: subject.mrScore,
          accReason: subject.mrScore,
          benchmarkItems: 100,
          matchedItems: subject.rankable ? 100 : 90,
          recordsInFile: 100,
          matchedRecords: subject.rankable ? 100 : 90,
          scorerVersion,
        })),
      },
    },
  });
  await db.submissionRun.create({
    data: {
      ...base,
      status: "scored",
      fileId: file.id,
      scoringId: scoring.id,
      finishedAt: run.createdAt ?? new Date(),
      createdAt: run.createdAt,
    },
  });
}

/** Puts a submission on the board the way moderation will: status approved, approved now. */
export async function approveForTests(submissionId: string, approvedAt: Date = new Date()): Promise<void> {
  await db.submission.update({ where: { id: submissionId }, data: { status: "approved", approvedAt } });
}
