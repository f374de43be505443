// The benchmarks the portal hosts, by slug: those a kind defines by itself (MR-Ben), made on first
// use so a submission may be drafted before its data is imported, and those imported from a folder.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { KindBenchmark } from "./kind-server";
import { benchmarkKinds, findBenchmarkKind } from "./registry";

const SELECT = { id: true, slug: true, name: true, kind: true, description: true, settings: true } as const;

/** The slug a submission is for when it names none: the first fixed benchmark (MR-Ben). */
export function defaultBenchmarkSlug(): string {
  const fixed = benchmarkKinds().find((kind) => kind.fixedBenchmark);
  if (!fixed?.fixedBenchmark) throw new Error("No benchmark kind defines a benchmark of its own");
  return fixed.fixedBenchmark.slug;
}

/** The row of a benchmark a kind defines by itself, made on first use. */
async function ensureFixedBenchmark(
  slug: string,
  client: Prisma.TransactionClient = db,
): Promise<KindBenchmark | null> {
  const kind = benchmarkKinds().find((candidate) => candidate.fixedBenchmark?.slug === slug);
  if (!kind?.fixedBenchmark) return null;
  return client.benchmark.upsert({
    where: { slug },
    create: { slug, name: kind.fixedBenchmark.name, kind: kind.name },
    update: {},
    select: SELECT,
  });
}

/** MR-Ben's row (the default benchmark), made on first use. */
export async function ensureDefaultBenchmark(client: Prisma.TransactionClient = db): Promise<KindBenchmark> {
  return (await ensureFixedBenchmark(defaultBenchmarkSlug(), client))!;
}

/** The benchmark a slug names, or null; a fixed benchmark always resolves. */
export async function findBenchmark(slug: string): Promise<KindBenchmark | null> {
  return (await ensureFixedBenchmark(slug)) ?? db.benchmark.findUnique({ where: { slug }, select: SELECT });
}

/** The benchmark a submission is for. */
export async function findBenchmarkOfSubmission(submissionId: string): Promise<KindBenchmark | null> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: { benchmark: { select: SELECT } },
  });
  return submission?.benchmark ?? null;
}

/**
 * The benchmarks one may submit to and whose boards exist: every fixed benchmark, then those with
 * an imported version, by name. A row of a kind this build does not know is left out.
 */
export async function listBenchmarks(): Promise<(KindBenchmark & { imported: boolean })[]> {
  const fixed = await Promise.all(
    benchmarkKinds().flatMap((kind) => (kind.fixedBenchmark ? [ensureFixedBenchmark(kind.fixedBenchmark.slug)] : [])),
  );
  const fixedSlugs = new Set(fixed.map((benchmark) => benchmark!.slug));
  const rows = await db.benchmark.findMany({
    orderBy: { name: "asc" },
    select: { ...SELECT, _count: { select: { versions: true } } },
  });
  const imported = new Map(rows.map((row) => [row.slug, row._count.versions > 0]));
  const listed = [
    ...fixed.map((benchmark) => benchmark!),
    ...rows.filter((row) => !fixedSlugs.has(row.slug) && row._count.versions > 0),
  ];
  return listed
    .filter((benchmark) => findBenchmarkKind(benchmark.kind) !== null)
    .map(({ id, slug, name, kind, description, settings }) => ({
      id,
      slug,
      name,
      kind,
      description,
      settings,
      imported: imported.get(slug) ?? false,
    }));
}
