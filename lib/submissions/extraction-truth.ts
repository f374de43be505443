// The references an extraction upload is scored against: the benchmark's current version, from
// the database (never the upload's own references), with the benchmark's matching and
// normalization. A version never changes, so each is parsed once per process.
import "server-only";
import { readExtractionSettings } from "@/lib/benchmark/extraction-settings";
import { db } from "@/lib/db";
import { parsePythonJson, type ExtractionReference, type JsonObject, type MatchingMode } from "@/lib/extraction-score";

export interface ExtractionTruth {
  benchmarkId: string;
  benchmarkName: string;
  versionId: string;
  versionNumber: number;
  references: ExtractionReference[];
  /** ExtractionReference row ids, parallel to `references`. */
  referenceRowIds: string[];
  /** The references' JSON text as stored, parallel to `references`. */
  texts: string[];
  matching: MatchingMode;
  normalization: string;
}

const KEPT_VERSIONS = 4;
const globalForTruth = globalThis as unknown as { extractionTruthCache?: Map<string, Promise<ParsedVersion>> };
const cache = (globalForTruth.extractionTruthCache ??= new Map());

type ParsedVersion = Pick<ExtractionTruth, "references" | "referenceRowIds" | "texts">;

export async function getExtractionTruth(benchmarkId: string): Promise<ExtractionTruth | null> {
  const benchmark = await db.benchmark.findUnique({
    where: { id: benchmarkId },
    select: {
      name: true,
      settings: true,
      versions: { orderBy: { number: "desc" }, take: 1, select: { id: true, number: true } },
    },
  });
  const version = benchmark?.versions[0];
  if (!benchmark || !version) return null;
  const settings = readExtractionSettings(benchmark.settings);
  let parsed = cache.get(version.id);
  if (!parsed) {
    parsed = loadVersion(version.id);
    cache.set(version.id, parsed);
    parsed.catch(() => cache.delete(version.id));
    while (cache.size > KEPT_VERSIONS) cache.delete(cache.keys().next().value!);
  }
  return {
    benchmarkId,
    benchmarkName: benchmark.name,
    versionId: version.id,
    versionNumber: version.number,
    matching: settings.matching,
    normalization: settings.normalization,
    ...(await parsed),
  };
}

async function loadVersion(versionId: string): Promise<ParsedVersion> {
  const rows = await db.extractionReference.findMany({
    where: { versionId },
    orderBy: { position: "asc" },
    select: { id: true, key: true, text: true },
  });
  return {
    referenceRowIds: rows.map((row) => row.id),
    texts: rows.map((row) => row.text),
    references: rows.map((row) => {
      const parsed = parsePythonJson({ text: row.text });
      // The importer stored what it parsed: anything else is a corrupted row, not bad input.
      if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value))
        throw new Error(`Stored reference ${row.key} of version ${versionId} is not a JSON object`);
      return { id: row.key, reference: parsed.value as JsonObject };
    }),
  };
}
