// A sample of scored records for a moderator to read by hand: random, but the same every time
// the page is opened (seeded by the submission id), so two moderators discuss the same records.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const SAMPLE_PER_SETTING = 10;
const EXCERPT_CHARS = 400;

export type SampledRecord = {
  /** RecordResult id, for the item drill-down (/submissions/[id]/records/[recordId]). */
  id: string;
  subject: string;
  recordIndex: number;
  outcome: string | null;
  stepEarned: boolean;
  reasonEarned: boolean;
  needsVerdict: boolean;
  question: string | null;
  errorReason: string;
  rawResponse: string;
  verdict: string | null;
  judgeModel: string | null;
};

const excerpt = (text: string) => (text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS)}…`);

/** A sampled row as PostgreSQL returns it (RecordResult ids are bigint). */
type Row = Omit<SampledRecord, "id"> & { id: bigint };

/** A scoring's sample: SAMPLE_PER_SETTING of its matched records, in an order fixed by the seed. */
export async function sampleRecordResults(
  scoringId: string,
  seed: string,
  size = SAMPLE_PER_SETTING,
): Promise<SampledRecord[]> {
  // md5(seed || id) orders the records pseudo-randomly but reproducibly; matched records only,
  // since unknown ones have no truth to check a verdict against.
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT r."id", r."subject", r."recordIndex", r."outcome"::text AS "outcome", r."stepEarned", r."reasonEarned",
           r."needsVerdict", i."question", r."errorReason", r."rawResponse", r."verdict", r."judgeModel"
    FROM "RecordResult" r LEFT JOIN "BenchmarkItem" i ON i."id" = r."itemId"
    WHERE r."scoringId" = ${scoringId} AND r."outcome" IS NOT NULL
    ORDER BY md5(${seed} || r."id"::text)
    LIMIT ${size}`);
  return rows.map((row) => ({
    ...row,
    id: row.id.toString(),
    question: row.question === null ? null : excerpt(row.question),
    errorReason: excerpt(row.errorReason),
    rawResponse: excerpt(row.rawResponse),
    verdict: row.verdict === null ? null : excerpt(row.verdict),
  }));
}
