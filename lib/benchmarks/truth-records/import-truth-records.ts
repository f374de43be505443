// Importing a benchmark whose truth is a list of keyed records (TruthRecord: an extraction
// benchmark's references, a question set's answers), in one transaction. The same records change
// nothing but the benchmark's name, description and settings; different records (or different
// scoring rules, when the kind declares them) make a new version, so scores computed earlier keep
// the truth they were made against.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DatasetImportError, type Tx } from "../kind-server";

/** One record of the truth: its key and its JSON text, and the text to digest (its canonical form). */
export interface IncomingTruthRecord {
  key: string;
  text: string;
  /** The text that decides whether two records are the same truth (sorted keys, say). */
  canonicalText: string;
}

export interface TruthRecordsBenchmark {
  slug: string;
  name: string;
  description: string;
  /** Benchmark.settings; a change of them alone updates the benchmark without a new version. */
  settings: Prisma.InputJsonObject;
}

type TruthRecordsOutcome = "first-version" | "new-version" | "nothing" | "update-settings";

export interface TruthRecordsImport {
  outcome: TruthRecordsOutcome;
  versionNumber: number;
  records: number;
  /** Against the version it replaces: records added, removed and changed (by key). */
  changes: { added: number; removed: number; changed: number } | null;
  /** The new version's scoring rules differ from the version it replaces. */
  scoringChanged: boolean;
}

/** Serialises concurrent imports of record benchmarks (MR-Ben's import has its own key). */
const IMPORT_LOCK_KEY = 4_627_302;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface PreparedRecord {
  key: string;
  position: number;
  text: string;
  digest: string;
}

/** One digest over every record's key and truth, in order: equal digests, equal truth. */
function recordsDigest(records: Pick<PreparedRecord, "key" | "digest">[]): string {
  return sha256(records.map((record) => `${JSON.stringify(record.key)}:${record.digest}`).join("\n"));
}

/** The version's digest: the records', and the scoring rules' when there are any (none: the records' alone). */
function truthDigest(records: string, scoringRules: string | undefined): string {
  return scoringRules === undefined ? records : sha256(`${records}\nscoring rules:${scoringRules}`);
}

export async function importTruthRecords({
  kind,
  benchmark,
  records,
  noun,
  scoringRules,
}: {
  /** The benchmark's kind: a slug of another kind is refused. */
  kind: string;
  benchmark: TruthRecordsBenchmark;
  records: IncomingTruthRecord[];
  /** What the records are called in a version's note: "references", "answers". */
  noun: string;
  /**
   * The canonical text of the settings that change scores as new truth would (field rules, say);
   * undefined when the benchmark declares none. A change makes a new version, rescored like new records.
   */
  scoringRules?: string;
}): Promise<TruthRecordsImport> {
  const prepared: PreparedRecord[] = records.map((record, position) => ({
    key: record.key,
    position,
    text: record.text,
    digest: sha256(record.canonicalText),
  }));
  const digest = truthDigest(recordsDigest(prepared), scoringRules);
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`;
      const existing = await tx.benchmark.findUnique({ where: { slug: benchmark.slug } });
      if (existing && existing.kind !== kind)
        throw new DatasetImportError(`The slug "${benchmark.slug}" belongs to a ${existing.kind} benchmark.`);
      const fields = { name: benchmark.name, description: benchmark.description, settings: benchmark.settings };
      const row = existing
        ? await tx.benchmark.update({ where: { id: existing.id }, data: fields })
        : await tx.benchmark.create({ data: { slug: benchmark.slug, kind, ...fields } });
      const current = await tx.benchmarkVersion.findFirst({
        where: { benchmarkId: row.id },
        orderBy: { number: "desc" },
        select: { id: true, number: true, truthDigest: true },
      });
      if (current && current.truthDigest === digest) {
        const settingsChanged =
          existing !== null &&
          (existing.name !== benchmark.name ||
            existing.description !== benchmark.description ||
            sortedJson(existing.settings) !== sortedJson(benchmark.settings));
        return {
          outcome: settingsChanged ? "update-settings" : "nothing",
          versionNumber: current.number,
          records: prepared.length,
          changes: null,
          scoringChanged: false,
        };
      }
      const diff = current ? await diffRecords(tx, current.id, prepared) : null;
      const changes = diff && { added: diff.added, removed: diff.removed, changed: diff.changed };
      // The stored digest less the stored records' tells whether the scoring rules changed too.
      const scoringChanged =
        current !== null && diff !== null && current.truthDigest !== truthDigest(diff.storedDigest, scoringRules);
      const number = (current?.number ?? 0) + 1;
      const version = await tx.benchmarkVersion.create({
        data: {
          benchmarkId: row.id,
          number,
          truthDigest: digest,
          note: versionNote(noun, prepared.length, changes, scoringChanged),
        },
        select: { id: true },
      });
      await tx.truthRecord.createMany({ data: prepared.map((record) => ({ versionId: version.id, ...record })) });
      return {
        outcome: current ? "new-version" : "first-version",
        versionNumber: number,
        records: prepared.length,
        changes,
        scoringChanged,
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

/** JSON with every object's keys sorted: equal texts, equal settings. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function versionNote(
  noun: string,
  records: number,
  changes: TruthRecordsImport["changes"],
  scoringChanged: boolean,
): string {
  if (!changes) return `First import: ${records} ${noun}.`;
  const { added, removed, changed } = changes;
  if (added + removed + changed === 0) return `Scoring rules changed; the ${noun} are unchanged.`;
  const note = `${capitalized(noun)} changed: ${added} added, ${removed} removed, ${changed} changed.`;
  return scoringChanged ? `${note} Scoring rules changed.` : note;
}

async function diffRecords(tx: Tx, versionId: string, incoming: PreparedRecord[]) {
  const stored = await tx.truthRecord.findMany({
    where: { versionId },
    select: { key: true, digest: true },
    orderBy: { position: "asc" },
  });
  const before = new Map(stored.map((record) => [record.key, record.digest]));
  const after = new Map(incoming.map((record) => [record.key, record.digest]));
  let added = 0;
  let changed = 0;
  for (const [key, digest] of after) {
    const old = before.get(key);
    if (old === undefined) added++;
    else if (old !== digest) changed++;
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).length;
  return { added, removed, changed, storedDigest: recordsDigest(stored) };
}
