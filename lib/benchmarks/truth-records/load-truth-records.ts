// The truth records of a benchmark's current version, from the database: read once per version and
// process (a version never changes), and parsed by the kind once with them.
import "server-only";
import { db } from "@/lib/db";

export interface StoredTruthRecords {
  /** TruthRecord ids, keys and JSON texts, in position order. */
  rowIds: string[];
  keys: string[];
  texts: string[];
}

const KEPT_VERSIONS = 4;
// On globalThis: Next.js bundles each route apart, each with its own copy of this module.
const globalForTruth = globalThis as unknown as { truthRecordsCache?: Map<string, Promise<unknown>> };
const cache = (globalForTruth.truthRecordsCache ??= new Map());

/** The current version of a benchmark: its id and number, or null before the first import. */
export async function currentVersion(benchmarkId: string): Promise<{ id: string; number: number } | null> {
  return db.benchmarkVersion.findFirst({
    where: { benchmarkId },
    orderBy: { number: "desc" },
    select: { id: true, number: true },
  });
}

/**
 * A version's records as `parse` makes them (kept per version and parser key), or null before the
 * first import. `parse` throws on a stored row it cannot read: a corrupted row, not bad input.
 */
export async function loadTruthRecords<Parsed>(
  versionId: string,
  parserKey: string,
  parse: (records: StoredTruthRecords) => Parsed,
): Promise<Parsed> {
  const key = `${parserKey}:${versionId}`;
  let loaded = cache.get(key) as Promise<Parsed> | undefined;
  if (!loaded) {
    loaded = readVersion(versionId).then(parse);
    cache.set(key, loaded);
    loaded.catch(() => cache.delete(key));
    while (cache.size > KEPT_VERSIONS) cache.delete(cache.keys().next().value!);
  }
  return loaded;
}

async function readVersion(versionId: string): Promise<StoredTruthRecords> {
  const rows = await db.truthRecord.findMany({
    where: { versionId },
    orderBy: { position: "asc" },
    select: { id: true, key: true, text: true },
  });
  return { rowIds: rows.map((row) => row.id), keys: rows.map((row) => row.key), texts: rows.map((row) => row.text) };
}
