// A scored file's analyses (lib/benchmarks/mrben/mr-score analyses.ts) from the database: its matched records with
// their benchmark items, computed once and stored on the scoring; read back only when of the
// current ANALYSES_VERSION.
import "server-only";
import { db } from "@/lib/db";
import {
  analyzeScoredRecords,
  ANALYSES_VERSION,
  type AnalysisRecord,
  type FileAnalyses,
  type Outcome,
} from "@/lib/benchmarks/mrben/mr-score";

type Row = {
  subject: string;
  datasetSubject: string;
  sampledModel: string;
  truthCorrectness: string;
  truthFirstErrorStep: string;
  stepCount: number | null;
  outcome: Outcome;
  predictedCorrectness: string;
  firstErrorStep: string;
  stepEarned: boolean;
  reasonEarned: boolean;
};

async function analysisRecords(scoringId: string): Promise<AnalysisRecord[]> {
  // The steps' count in SQL: the steps themselves are most of an item's bytes.
  const rows = await db.$queryRaw<Row[]>`
    SELECT r."subject", i."originalSubject" AS "datasetSubject", i."sampledModel",
           i."correctness"::text AS "truthCorrectness", i."firstErrorStep" AS "truthFirstErrorStep",
           CASE WHEN jsonb_typeof(i."steps") = 'array' THEN jsonb_array_length(i."steps") END AS "stepCount",
           r."outcome"::text AS "outcome", r."predictedCorrectness", r."firstErrorStep",
           r."stepEarned", r."reasonEarned"
      FROM "RecordResult" r JOIN "BenchmarkItem" i ON i."id" = r."itemId"
     WHERE r."scoringId" = ${scoringId} AND r."outcome" IS NOT NULL
     ORDER BY r."subject", r."recordIndex"`;
  return rows;
}

/** Computes a scoring's analyses and stores them; returns them. */
export async function computeFileAnalyses(scoringId: string): Promise<FileAnalyses> {
  const analyses = analyzeScoredRecords({ records: await analysisRecords(scoringId) });
  await db.fileScoring.update({
    where: { id: scoringId },
    data: { analyses: JSON.parse(JSON.stringify(analyses)), analysesVersion: ANALYSES_VERSION },
  });
  return analyses;
}

/** Scorings of MR-Ben runs whose analyses are missing or out of date, oldest first. */
export async function scoringsNeedingAnalyses(limit: number): Promise<string[]> {
  const rows = await db.fileScoring.findMany({
    where: {
      OR: [{ analysesVersion: null }, { analysesVersion: { lt: ANALYSES_VERSION } }],
      runs: { some: { submission: { benchmark: { kind: "mrben" } } } },
    },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
