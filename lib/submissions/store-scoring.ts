// Writing a scored file, whatever its benchmark's kind: the file once per SHA-256, its scoring once
// per (file, benchmark version, scorer, variant) with the kind's own rows, and for an upload the run
// that points at them, all in one transaction: either all of it is stored or none of it.
import "server-only";
import { randomUUID } from "node:crypto";
import type { AnyBenchmarkKind, ScorerId } from "@/lib/benchmarks/kind";
import type { Tx, VersionTruth } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";
import { storableJson } from "@/lib/platform/postgres/storable";

export interface ReceivedFile {
  sha256: string;
  sizeBytes: number;
  originalEncoding: "json" | "gzip";
  gzipBytes: Buffer;
}

/** What identifies a scoring besides its file. */
export interface ScoringKey {
  benchmarkVersionId: string;
  scorerName: string;
  scorerVersion: string;
  variant: string;
}

export function scoringKey(
  kind: AnyBenchmarkKind,
  versionId: string,
  variant: string,
  scorer: ScorerId = kind.scorer,
): ScoringKey {
  return { benchmarkVersionId: versionId, scorerName: scorer.name, scorerVersion: scorer.version, variant };
}

/** A scoring already stored for the same bytes and key: an upload of them again reuses it. */
export async function findStoredScoring(sha256: string, key: ScoringKey) {
  return db.fileScoring.findFirst({ where: { file: { sha256 }, ...key }, select: { id: true, fileId: true } });
}

/** The same bytes uploaded again (or at the same moment) are stored once. */
export async function storeFileOnce(tx: Tx, file: ReceivedFile): Promise<string> {
  await tx.$executeRaw`
    INSERT INTO "StoredFile" ("id", "sha256", "sizeBytes", "originalEncoding", "gzipBytes", "createdAt", "updatedAt")
    VALUES (${randomUUID()}, ${file.sha256}, ${file.sizeBytes}, ${file.originalEncoding}, ${file.gzipBytes}, now(), now())
    ON CONFLICT ("sha256") DO NOTHING`;
  const stored = await tx.storedFile.findUniqueOrThrow({ where: { sha256: file.sha256 }, select: { id: true } });
  return stored.id;
}

export interface ScoredFile<Truth, Input, Result> {
  kind: AnyBenchmarkKind;
  key: ScoringKey;
  truth: VersionTruth<Truth>;
  result: Result;
  file: Input;
  settings: unknown;
}

/**
 * The scoring row and the kind's rows, once per file and key: a scoring stored by another upload of
 * the same bytes at the same moment is theirs, and is returned instead.
 */
export async function storeScoringOnce<Truth, Input, Result>(
  tx: Tx,
  fileId: string,
  scored: ScoredFile<Truth, Input, Result>,
): Promise<string> {
  const { kind, key, truth, result, file, settings } = scored;
  const figures = kind.figures(result);
  const id = randomUUID();
  const summary =
    figures.summary === null || figures.summary === undefined ? null : JSON.stringify(storableJson(figures.summary));
  const report = JSON.stringify(storableJson(figures.report));
  const inserted = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO "FileScoring" ("id", "fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "variant",
      "score", "scoreCiLow", "scoreCiHigh", "summary", "report", "createdAt", "updatedAt")
    VALUES (${id}, ${fileId}, ${key.benchmarkVersionId}, ${key.scorerName}, ${key.scorerVersion}, ${key.variant},
      ${figures.score}, ${figures.interval?.low ?? null}, ${figures.interval?.high ?? null}, ${summary}::jsonb,
      ${report}::jsonb, now(), now())
    ON CONFLICT ("fileId", "benchmarkVersionId", "scorerName", "scorerVersion", "variant") DO NOTHING
    RETURNING "id"`;
  if (inserted.length === 0) {
    const existing = await tx.fileScoring.findFirstOrThrow({ where: { fileId, ...key }, select: { id: true } });
    return existing.id;
  }
  const server = await kind.server();
  const scorer = { name: key.scorerName, version: key.scorerVersion };
  await server.storeDetails(tx, { scoringId: id, scorer, truth, result, file, settings });
  return id;
}

/** An upload scored: file, scoring and the run, in one transaction. */
export async function storeScoredUpload<Truth, Input, Result>(
  runId: string,
  received: ReceivedFile,
  scored: ScoredFile<Truth, Input, Result>,
): Promise<{ fileId: string; scoringId: string }> {
  return db.$transaction(
    async (tx) => {
      const fileId = await storeFileOnce(tx, received);
      const scoringId = await storeScoringOnce(tx, fileId, scored);
      await tx.submissionRun.update({
        where: { id: runId },
        data: {
          status: "scored",
          fileId,
          scoringId,
          sha256: received.sha256,
          sizeBytes: received.sizeBytes,
          // A run its lease gave up for lost (a server that stalled past it) still completes here.
          failureCode: null,
          failureDetail: null,
          finishedAt: new Date(),
        },
      });
      await tx.runScoringChange.create({ data: { runId, scoringId } });
      return { fileId, scoringId };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
