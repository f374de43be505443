// A few records of an extraction submission's scored files for a moderator to read: the
// benchmark's truth beside the model's prediction. Random, but the same every time the page is
// opened (seeded by the submission id), as the MR-Ben sample is.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const EXTRACTION_SAMPLE_PER_SETTING = 5;
const EXCERPT_CHARS = 600;

export type SampledExtractionRecord = {
  referenceIndex: number;
  referenceId: string;
  parse: string;
  recall: number;
  precision: number;
  f1: number;
  truth: string;
  prediction: string;
};

export type ExtractionSpotCheckSample = { shots: 0 | 1; records: SampledExtractionRecord[] };

const excerpt = (text: string) => (text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS)}…`);

async function sampleScoring(scoringId: string, seed: string, size: number): Promise<SampledExtractionRecord[]> {
  // Records with a prediction only: a missing one has nothing to read against the truth.
  const rows = await db.$queryRaw<SampledExtractionRecord[]>(Prisma.sql`
    SELECT r."referenceIndex", e."key" AS "referenceId", r."parse"::text AS "parse", r."recall", r."precision", r."f1",
           e."text" AS "truth", r."prediction"
    FROM "ExtractionRecordScore" r JOIN "ExtractionReference" e ON e."id" = r."referenceId"
    WHERE r."scoringId" = ${scoringId} AND r."prediction" IS NOT NULL
    ORDER BY md5(${seed} || r."id"::text)
    LIMIT ${size}`);
  return rows.map((row) => ({ ...row, truth: excerpt(row.truth), prediction: excerpt(row.prediction) }));
}

/** Per shot setting whose current run is a scored extraction file, a few records. */
export async function extractionSpotCheckSample(
  submissionId: string,
  size = EXTRACTION_SAMPLE_PER_SETTING,
): Promise<ExtractionSpotCheckSample[]> {
  const runs = await db.submissionRun.findMany({
    where: { submissionId },
    orderBy: { createdAt: "desc" },
    select: { shots: true, status: true, extractionScoringId: true },
  });
  const samples: ExtractionSpotCheckSample[] = [];
  for (const shots of [0, 1] as const) {
    const run = runs.find((candidate) => candidate.shots === shots);
    if (run?.status !== "scored" || !run.extractionScoringId) continue;
    samples.push({ shots, records: await sampleScoring(run.extractionScoringId, submissionId, size) });
  }
  return samples;
}
