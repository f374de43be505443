// A scoring's per-record rows for kinds whose truth is keyed records (ScoredRecord: extraction, and any
// kind that needs no table of its own): written with the scoring, listed a page at a time (in the
// truth's order or the worst first, filtered by outcome), read one by one beside their truth, and
// sampled for the moderator's spot check.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { storableJson, storableText } from "@/lib/platform/postgres/storable";
import type { Tx } from "../kind-server";

export interface ScoredRecordInput {
  truthRecordId: string;
  position: number;
  score: number;
  outcome: string;
  submitted: string | null;
  /** The kind's other figures of the record, JSON. */
  detail: Record<string, unknown>;
}

export async function storeScoredRecords(tx: Tx, scoringId: string, records: ScoredRecordInput[]): Promise<void> {
  await tx.scoredRecord.createMany({
    data: records.map((record) => ({
      scoringId,
      truthRecordId: record.truthRecordId,
      position: record.position,
      score: record.score,
      outcome: record.outcome,
      submitted: record.submitted === null ? null : storableText(record.submitted),
      detail: storableJson(record.detail) as Prisma.InputJsonValue,
    })),
  });
}

const ROW_SELECT = {
  id: true,
  position: true,
  outcome: true,
  score: true,
  detail: true,
  truthRecord: { select: { key: true } },
} as const;

/** A listed record: its position, outcome, score and detail, and its truth record's key. */
export interface ScoredRecordRow {
  id: string;
  position: number;
  key: string;
  outcome: string;
  score: number;
  detail: unknown;
}

function toRow(row: Prisma.ScoredRecordGetPayload<{ select: typeof ROW_SELECT }>): ScoredRecordRow {
  const { id, position, outcome, score, detail, truthRecord } = row;
  return { id: id.toString(), position, key: truthRecord.key, outcome, score, detail };
}

export async function listScoredRecords({
  scoringId,
  outcome,
  order,
  page,
  perPage,
}: {
  scoringId: string;
  /** Only records with this outcome; all when undefined. */
  outcome: string | undefined;
  /** `truth`: the benchmark's order; `worst`: the lowest score first. */
  order: "truth" | "worst";
  page: number;
  perPage: number;
}): Promise<{ total: number; pages: number; rows: ScoredRecordRow[] }> {
  const where: Prisma.ScoredRecordWhereInput = { scoringId, ...(outcome ? { outcome } : {}) };
  const orderBy: Prisma.ScoredRecordOrderByWithRelationInput[] =
    order === "worst" ? [{ score: "asc" }, { position: "asc" }] : [{ position: "asc" }];
  const [total, rows] = await Promise.all([
    db.scoredRecord.count({ where }),
    db.scoredRecord.findMany({ where, orderBy, skip: (page - 1) * perPage, take: perPage, select: ROW_SELECT }),
  ]);
  return { total, pages: Math.max(1, Math.ceil(total / perPage)), rows: rows.map(toRow) };
}

/** One record by its position, with its truth record's text and what was submitted, and how many records there are. */
export async function getScoredRecord(scoringId: string, position: number) {
  const [record, count] = await Promise.all([
    db.scoredRecord.findUnique({
      where: { scoringId_position: { scoringId, position } },
      select: { ...ROW_SELECT, submitted: true, truthRecord: { select: { key: true, text: true } } },
    }),
    db.scoredRecord.count({ where: { scoringId } }),
  ]);
  if (!record) return null;
  return { ...toRow(record), submitted: record.submitted, truthText: record.truthRecord.text, count };
}

export type ScoredRecordWithTruth = NonNullable<Awaited<ReturnType<typeof getScoredRecord>>>;

/** A record by the key its page's URL carries (its position), with its neighbours' keys; null for any other key. */
export async function scoredRecordAtKey(
  scoringId: string,
  key: string,
): Promise<{ record: ScoredRecordWithTruth; previous: string | null; next: string | null } | null> {
  if (!/^\d{1,7}$/.test(key)) return null;
  const position = Number(key);
  const record = await getScoredRecord(scoringId, position);
  if (!record) return null;
  return {
    record,
    previous: position > 0 ? String(position - 1) : null,
    next: position + 1 < record.count ? String(position + 1) : null,
  };
}

/** A sampled record: what was submitted beside the truth. */
export interface SampledScoredRecord extends ScoredRecordRow {
  submitted: string;
  truthText: string;
}

/** Records with something submitted, in an order fixed by the seed (the same sample every time). */
export async function sampleScoredRecords(
  scoringId: string,
  seed: string,
  size: number,
): Promise<SampledScoredRecord[]> {
  const rows = await db.$queryRaw<
    Array<{
      id: bigint;
      position: number;
      key: string;
      outcome: string;
      score: number;
      detail: unknown;
      submitted: string;
      truthText: string;
    }>
  >(Prisma.sql`
    SELECT r."id", r."position", t."key", r."outcome", r."score", r."detail", r."submitted", t."text" AS "truthText"
    FROM "ScoredRecord" r JOIN "TruthRecord" t ON t."id" = r."truthRecordId"
    WHERE r."scoringId" = ${scoringId} AND r."submitted" IS NOT NULL
    ORDER BY md5(${seed} || r."id"::text)
    LIMIT ${size}`);
  return rows.map((row) => ({ ...row, id: row.id.toString() }));
}
