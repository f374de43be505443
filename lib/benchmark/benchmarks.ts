// The benchmarks the portal hosts, by slug: MR-Ben, which exists as soon as anything refers to
// it, and the extraction benchmarks an admin imports.
import "server-only";
import { MRBEN_NAME, MRBEN_SLUG } from "@/lib/mrben";
import { db } from "@/lib/db";
import type { BenchmarkKind, Prisma } from "@/lib/generated/prisma/client";

export interface BenchmarkRef {
  id: string;
  slug: string;
  name: string;
  kind: BenchmarkKind;
}

const REF_SELECT = { id: true, slug: true, name: true, kind: true } as const;

/** MR-Ben's row, made on first use: a submission may be drafted before its data is imported. */
export async function ensureMrbenBenchmark(client: Prisma.TransactionClient = db): Promise<BenchmarkRef> {
  return client.benchmark.upsert({
    where: { slug: MRBEN_SLUG },
    create: { slug: MRBEN_SLUG, name: MRBEN_NAME, kind: "mrben" },
    update: {},
    select: REF_SELECT,
  });
}

/** The benchmark a slug names, or null; `mr-ben` always resolves. */
export async function findBenchmark(slug: string): Promise<BenchmarkRef | null> {
  if (slug === MRBEN_SLUG) return ensureMrbenBenchmark();
  return db.benchmark.findUnique({ where: { slug }, select: REF_SELECT });
}

/** The kind of the benchmark a submission is for. */
export async function submissionBenchmark(submissionId: string): Promise<BenchmarkRef | null> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: { benchmark: { select: REF_SELECT } },
  });
  return submission?.benchmark ?? null;
}

/** Extraction benchmarks with at least one imported version, for the list of benchmarks and the submit form. */
export async function listExtractionBenchmarks(): Promise<(BenchmarkRef & { description: string })[]> {
  return db.benchmark.findMany({
    where: { kind: "extraction", versions: { some: {} } },
    orderBy: { name: "asc" },
    select: { ...REF_SELECT, description: true },
  });
}
