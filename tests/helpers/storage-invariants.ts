// What must hold in the database however a write was cut short (a killed server, a restarted
// database): a score is stored whole or not at all, and every run or rescore item points only at
// whole scores. Each invariant is one SQL query listing the rows that break it.
import pg from "pg";

export interface InvariantViolation {
  invariant: string;
  rows: Array<Record<string, unknown>>;
}

const STORAGE_INVARIANTS: Record<string, string> = {
  "a stored file has at least one scoring (it is written in the scoring's transaction), or is a hosted run's file": `
    SELECT f."id", f."sha256" FROM "StoredFile" f
    WHERE NOT EXISTS (SELECT 1 FROM "FileScoring" s WHERE s."fileId" = f."id")
      AND NOT EXISTS (SELECT 1 FROM "HostedRunFile" h WHERE h."fileId" = f."id" OR h."scoredFileId" = f."id")`,
  "a scoring has its subject scores": `
    SELECT s."id" FROM "FileScoring" s
    WHERE NOT EXISTS (SELECT 1 FROM "SubjectScore" x WHERE x."scoringId" = s."id")`,
  "a scoring has one record row per record its subjects counted": `
    SELECT s."id", subjects.records AS "subjectRecords", rows.records AS "recordRows"
    FROM "FileScoring" s
    CROSS JOIN LATERAL (SELECT COALESCE(SUM(x."recordsInFile"), 0)::int AS records
                        FROM "SubjectScore" x WHERE x."scoringId" = s."id") subjects
    CROSS JOIN LATERAL (SELECT COUNT(*)::int AS records FROM "RecordResult" r WHERE r."scoringId" = s."id") rows
    WHERE subjects.records <> rows.records OR rows.records = 0`,
  "a scored run points at a scoring of its own stored file, with its digest and size": `
    SELECT r."id", r."status" FROM "SubmissionRun" r
    LEFT JOIN "StoredFile" f ON f."id" = r."fileId"
    LEFT JOIN "FileScoring" s ON s."id" = r."scoringId"
    WHERE r."status" = 'scored' AND (f."id" IS NULL OR s."id" IS NULL OR s."fileId" <> f."id"
      OR r."sha256" IS DISTINCT FROM f."sha256" OR r."sizeBytes" IS DISTINCT FROM f."sizeBytes"
      OR r."finishedAt" IS NULL)`,
  "a run that is not scored points at no scoring": `
    SELECT r."id", r."status" FROM "SubmissionRun" r
    WHERE r."status" <> 'scored' AND (r."scoringId" IS NOT NULL OR r."previousScoringId" IS NOT NULL)`,
  "a failed run says why and when": `
    SELECT r."id" FROM "SubmissionRun" r
    WHERE r."status" = 'failed' AND (r."failureCode" IS NULL OR r."failureDetail" IS NULL OR r."finishedAt" IS NULL)`,
  "a run's previous scoring is of the same file": `
    SELECT r."id" FROM "SubmissionRun" r JOIN "FileScoring" p ON p."id" = r."previousScoringId"
    WHERE p."fileId" IS DISTINCT FROM r."fileId"`,
  "a done rescore item points at a scoring of its file by the campaign's scorer": `
    SELECT i."id" FROM "RescoreItem" i
    JOIN "RescoreCampaign" c ON c."id" = i."campaignId"
    LEFT JOIN "FileScoring" s ON s."id" = i."scoringId"
    WHERE i."status" = 'done' AND (s."id" IS NULL OR s."fileId" <> i."fileId"
      OR s."scorerName" <> c."scorerName" OR s."scorerVersion" <> c."scorerVersion"
      OR s."benchmarkVersionId" <> c."benchmarkVersionId")`,
  "a settled rescore item is held by no worker": `
    SELECT i."id", i."status" FROM "RescoreItem" i WHERE i."status" <> 'queued' AND i."heartbeatAt" IS NOT NULL`,
  "a finished campaign has no queued item, and a completed one no failed item": `
    SELECT c."id", c."status" FROM "RescoreCampaign" c
    WHERE (c."status" IN ('completed', 'failed')
           AND EXISTS (SELECT 1 FROM "RescoreItem" i WHERE i."campaignId" = c."id" AND i."status" = 'queued'))
       OR (c."status" = 'completed'
           AND EXISTS (SELECT 1 FROM "RescoreItem" i WHERE i."campaignId" = c."id" AND i."status" <> 'done'))`,
};

/** Runs that are still processing: none may be left once a crashed server's leases have run out. */
export const STUCK_RUNS = `SELECT r."id" FROM "SubmissionRun" r WHERE r."status" = 'processing'`;

export async function findInvariantViolations(databaseUrl: string): Promise<InvariantViolation[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const violations: InvariantViolation[] = [];
    for (const [invariant, sql] of Object.entries(STORAGE_INVARIANTS)) {
      const { rows } = await client.query<Record<string, unknown>>(sql);
      if (rows.length > 0) violations.push({ invariant, rows });
    }
    return violations;
  } finally {
    await client.end();
  }
}
