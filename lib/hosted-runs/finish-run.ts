// Completing a hosted run once every answer has settled: the first-stage file of each shot setting
// written by the kind from the stored answers in the official order, stored like an upload (once
// per SHA-256, gzip), linked to the run, the sealed key deleted, and the files handed to the judge stage.
import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { HostedEvaluation } from "@/lib/benchmarks/kind-hosted";
import type { Shots } from "@/lib/benchmarks/kind";
import { STORAGE_GZIP_LEVEL } from "@/lib/benchmarks/files/storage-compressor";
import { db } from "@/lib/db";
import { storeFileOnce } from "@/lib/submissions/store-scoring";
import { endHostedRun } from "./end-run";
import { handToJudgeStage, type FirstStageFile } from "./judge-stage";

const gzipAsync = promisify(gzip);

/** True when this call completed the run; false when it was not (yet) complete or another call did. */
export async function finishHostedRunIfDone({
  runId,
  hosted,
}: {
  runId: string;
  hosted: HostedEvaluation;
}): Promise<boolean> {
  const run = await db.hostedRun.findUnique({
    where: { id: runId },
    select: { status: true, model: true, shots: true, totalItems: true },
  });
  if (run?.status !== "running") return false;
  if ((await db.hostedAnswer.count({ where: { runId, status: "pending" } })) > 0) return false;
  // A run whose requests mostly failed has no results worth a file: it fails, and replaces nothing.
  const failed = await mostlyFailed(runId, run.totalItems);
  if (failed) {
    await endHostedRun({ runId, status: "failed", failure: failed });
    return false;
  }

  const written: Array<{ shots: Shots; fileName: string; bytes: Buffer }> = [];
  for (const k of run.shots) {
    const shots: Shots = k === 1 ? 1 : 0;
    const answers = await db.hostedAnswer.findMany({
      where: { runId, shots },
      orderBy: { position: "asc" },
      select: { itemId: true, rawResponse: true },
    });
    const file = await hosted.resultsFile({
      model: run.model,
      shots,
      answers: answers.map((answer) => ({ itemId: answer.itemId, rawResponse: answer.rawResponse ?? "" })),
    });
    written.push({ shots, fileName: file.fileName, bytes: Buffer.from(file.text, "utf8") });
  }
  const stored = await Promise.all(
    written.map(async (file) => ({
      ...file,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      gzipBytes: await gzipAsync(file.bytes, { level: STORAGE_GZIP_LEVEL }),
    })),
  );

  return db.$transaction(
    async (tx) => {
      const completed = await tx.hostedRun.updateMany({
        where: { id: runId, status: "running" },
        data: { status: "completed", sealedApiKey: null, finishedAt: new Date() },
      });
      if (completed.count === 0) return false;
      const files: FirstStageFile[] = [];
      for (const file of stored) {
        const fileId = await storeFileOnce(tx, {
          sha256: file.sha256,
          sizeBytes: file.bytes.length,
          originalEncoding: "json",
          gzipBytes: file.gzipBytes,
        });
        await tx.hostedRunFile.create({ data: { runId, shots: file.shots, fileName: file.fileName, fileId } });
        files.push({ shots: file.shots, fileName: file.fileName, fileId });
      }
      await handToJudgeStage(tx, { runId, files });
      return true;
    },
    { timeout: 120_000 },
  );
}

/**
 * When more than half of the run's requests failed (every attempt), why: the most common failure,
 * e.g. "3 of 3 requests failed: the endpoint refused the connection: …". Null when most answered.
 */
async function mostlyFailed(runId: string, total: number): Promise<{ code: string; detail: string } | null> {
  const failures = await db.hostedAnswer.groupBy({
    by: ["failureCode", "failureDetail"],
    where: { runId, status: "failed" },
    _count: { _all: true },
  });
  const failedCount = failures.reduce((sum, failure) => sum + failure._count._all, 0);
  if (total === 0 || failedCount * 2 <= total) return null;
  const [common] = failures.toSorted((a, b) => b._count._all - a._count._all);
  const why = common!.failureDetail ?? common!.failureCode ?? "failed";
  const others = failedCount - common!._count._all;
  return {
    code: "requests-failed",
    detail:
      `${common!._count._all} of ${total} requests failed: ${why}` +
      (others > 0 ? `; ${others} more failed for other reasons` : ""),
  };
}
