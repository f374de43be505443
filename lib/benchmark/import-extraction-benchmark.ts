// Imports an extraction benchmark (its manifest and references) in one transaction. The same
// references change nothing but the benchmark's name, description and settings; different
// references make a new version, so scores computed earlier keep the truth they were made against.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { canonicalJson } from "@/lib/mr-score";
import { jsonText } from "@/lib/extraction-score/json-text";
import type { ExtractionReference, MatchingMode } from "@/lib/extraction-score/types";

export interface ExtractionManifest {
  slug: string;
  name: string;
  description: string;
  matching: MatchingMode;
  normalization: string;
  source?: string;
  license?: string;
}

export type ExtractionImportOutcome = "first-version" | "new-version" | "nothing" | "update-settings";

export interface ExtractionImportSummary {
  outcome: ExtractionImportOutcome;
  versionNumber: number;
  references: number;
  /** Against the version it replaces: references added, removed and changed (by id). */
  changes: { added: number; removed: number; changed: number } | null;
}

/** Serialises concurrent imports of extraction benchmarks (MR-Ben's import has its own key). */
const EXTRACTION_IMPORT_LOCK_KEY = 4_627_302;

interface PreparedReference {
  key: string;
  position: number;
  text: string;
  digest: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function prepare(references: ExtractionReference[]): PreparedReference[] {
  return references.map((reference, position) => ({
    key: reference.id,
    position,
    text: jsonText({ value: reference.reference }),
    digest: sha256(jsonText({ value: reference.reference, sortKeys: true })),
  }));
}

/** One digest over every reference's id and truth, in order: equal digests, equal truth. */
function truthDigest(references: PreparedReference[]): string {
  return sha256(references.map((reference) => `${JSON.stringify(reference.key)}:${reference.digest}`).join("\n"));
}

export async function importExtractionBenchmark({
  manifest,
  references,
}: {
  manifest: ExtractionManifest;
  references: ExtractionReference[];
}): Promise<ExtractionImportSummary> {
  const prepared = prepare(references);
  const digest = truthDigest(prepared);
  const settings = {
    matching: manifest.matching,
    normalization: manifest.normalization,
    ...(manifest.source ? { source: manifest.source } : {}),
    ...(manifest.license ? { license: manifest.license } : {}),
  };
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${EXTRACTION_IMPORT_LOCK_KEY})`;
      const existing = await tx.benchmark.findUnique({ where: { slug: manifest.slug } });
      if (existing && existing.kind !== "extraction")
        throw new ExtractionImportError(`The slug "${manifest.slug}" belongs to a ${existing.kind} benchmark.`);
      const fields = { name: manifest.name, description: manifest.description, settings };
      const benchmark = existing
        ? await tx.benchmark.update({ where: { id: existing.id }, data: fields })
        : await tx.benchmark.create({ data: { slug: manifest.slug, kind: "extraction", ...fields } });
      const current = await tx.benchmarkVersion.findFirst({
        where: { benchmarkId: benchmark.id },
        orderBy: { number: "desc" },
        select: { id: true, number: true, truthDigest: true },
      });
      if (current && current.truthDigest === digest) {
        const settingsChanged =
          existing !== null &&
          (existing.name !== manifest.name ||
            existing.description !== manifest.description ||
            canonicalJson(existing.settings) !== canonicalJson(settings));
        return {
          outcome: settingsChanged ? "update-settings" : "nothing",
          versionNumber: current.number,
          references: prepared.length,
          changes: null,
        };
      }
      const changes = current ? await diffReferences(tx, current.id, prepared) : null;
      const number = (current?.number ?? 0) + 1;
      const version = await tx.benchmarkVersion.create({
        data: {
          benchmarkId: benchmark.id,
          number,
          truthDigest: digest,
          note: current
            ? `References changed: ${changes!.added} added, ${changes!.removed} removed, ${changes!.changed} changed.`
            : `First import: ${prepared.length} references.`,
        },
        select: { id: true },
      });
      await tx.extractionReference.createMany({
        data: prepared.map((reference) => ({ versionId: version.id, ...reference })),
      });
      return {
        outcome: current ? "new-version" : "first-version",
        versionNumber: number,
        references: prepared.length,
        changes,
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

async function diffReferences(
  tx: Parameters<Parameters<typeof db.$transaction>[0]>[0],
  versionId: string,
  incoming: PreparedReference[],
) {
  const stored = await tx.extractionReference.findMany({ where: { versionId }, select: { key: true, digest: true } });
  const before = new Map(stored.map((reference) => [reference.key, reference.digest]));
  const after = new Map(incoming.map((reference) => [reference.key, reference.digest]));
  let added = 0;
  let changed = 0;
  for (const [key, digest] of after) {
    const old = before.get(key);
    if (old === undefined) added++;
    else if (old !== digest) changed++;
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length;
  return { added, removed, changed };
}

export class ExtractionImportError extends Error {
  override name = "ExtractionImportError";
}
