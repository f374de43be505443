// The ground truth uploads are scored against: the current benchmark version's items, from the
// database. A version's items and truth never change (changed truth makes a new version), so
// each version is read once per process.
import "server-only";
import type { VersionTruth } from "@/lib/benchmarks/kind-server";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import type { MrbenTruth } from "./kind";

export type BenchmarkTruth = VersionTruth<Extract<MrbenTruth, { source: "benchmark" }>>;

const KEPT_VERSIONS = 2;
// On globalThis: Next.js bundles instrumentation (which preloads it) and each route apart, each
// with its own copy of this module.
const globalForTruth = globalThis as unknown as { mrbenTruthCache?: Map<string, Promise<BenchmarkTruth>> };
const cache = (globalForTruth.mrbenTruthCache ??= new Map());

export async function getCurrentBenchmarkTruth(): Promise<BenchmarkTruth | null> {
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: MRBEN_SLUG } },
    orderBy: { number: "desc" },
    select: { id: true, number: true },
  });
  if (!version) return null;
  let truth = cache.get(version.id);
  if (!truth) {
    truth = loadTruth(version.id, version.number);
    cache.set(version.id, truth);
    truth.catch(() => cache.delete(version.id));
    while (cache.size > KEPT_VERSIONS) cache.delete(cache.keys().next().value!);
  }
  return truth;
}

async function loadTruth(versionId: string, versionNumber: number): Promise<BenchmarkTruth> {
  const rows = await db.benchmarkItem.findMany({
    where: { versionId },
    orderBy: [{ subjectId: "asc" }, { position: "asc" }],
    select: {
      id: true,
      questionUuid: true,
      sampledModel: true,
      steps: true,
      correctness: true,
      firstErrorStep: true,
      subject: { select: { key: true } },
    },
  });
  return {
    versionId,
    versionNumber,
    truth: {
      source: "benchmark",
      itemIds: rows.map((row) => row.id),
      items: rows.map((row) => ({
        subject: row.subject.key,
        questionUuid: row.questionUuid,
        sampledModel: row.sampledModel,
        steps: row.steps,
        correctness: row.correctness,
        firstErrorStep: row.firstErrorStep,
      })),
    },
  };
}
