// Ending a hosted run's judge stage once every verdict has settled. A record whose judge request
// failed after the retries has no verdict, and the stage fails naming how many and why: writing
// ERROR_PARSING for it (what the official script writes for an answer it cannot read) would score
// the judge's outage as the model's mistake. Otherwise each shot's scored file is written from the
// answers and verdicts and goes through the upload's own pipeline (ingestUpload: stored once per
// SHA-256, scored by the kind's scorer, the run's scoring history), as a run marked with the hosted
// run; the stage completes when every shot's scored file is a scored run. A submission that went to
// review meanwhile is not changed: the scored file is kept for download and the stage fails, saying so.
import "server-only";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { HostedJudging } from "@/lib/benchmarks/kind-hosted";
import type { Shots } from "@/lib/benchmarks/kind";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { STORAGE_GZIP_LEVEL } from "@/lib/benchmarks/files/storage-compressor";
import { ingestUpload } from "@/lib/submissions/ingest/ingest-upload";
import { storeFileOnce } from "@/lib/submissions/store-scoring";
import { failJudgeStage } from "./judge-stage";

const gzipAsync = promisify(gzip);

/** How long a worker holds a file it scores; a killed worker's claim runs out, and another scores it. */
const SCORING_LEASE_SECONDS = 600;

export type JudgeStageEnd = "completed" | "failed" | "not-yet";

export async function finishJudgeStageIfDone({
  runId,
  judging,
}: {
  runId: string;
  judging: HostedJudging;
}): Promise<JudgeStageEnd> {
  const run = await db.hostedRun.findUnique({
    where: { id: runId },
    select: { judgeStage: true, judgeTotal: true, model: true, submissionId: true },
  });
  if (run?.judgeStage !== "running") return run?.judgeStage === "completed" ? "completed" : "not-yet";
  if ((await db.hostedJudgeVerdict.count({ where: { runId, status: "pending" } })) > 0) return "not-yet";

  const failures = await db.hostedJudgeVerdict.groupBy({
    by: ["failureKind"],
    where: { runId, status: "failed" },
    _count: { _all: true },
  });
  if (failures.length > 0) {
    const failed = failures.reduce((sum, row) => sum + row._count._all, 0);
    const kinds = failures.map((row) => `${row.failureKind ?? "unknown"} ×${row._count._all}`).join(", ");
    await failJudgeStage({
      runId,
      code: "judge-requests-failed",
      detail: `${failed} of ${run.judgeTotal} records got no verdict: the judge's requests failed after the retries (${kinds}).`,
    });
    return "failed";
  }

  const files = await db.hostedRunFile.findMany({ where: { runId }, orderBy: { shots: "asc" } });
  for (const file of files) {
    if (await scoredRunOf(runId, file.shots)) continue;
    const claimed = await db.hostedRunFile.updateMany({
      where: { id: file.id, OR: [{ scoringLeaseUntil: null }, { scoringLeaseUntil: { lte: new Date() } }] },
      data: { scoringLeaseUntil: new Date(Date.now() + SCORING_LEASE_SECONDS * 1000) },
    });
    // Another worker scores it now.
    if (claimed.count === 0) return "not-yet";
    const shots: Shots = file.shots === 1 ? 1 : 0;
    const scored = await writeScoredFile({ runId, model: run.model, shots, judging });
    const bytes = Buffer.from(scored.text, "utf8");
    const submission = await db.submission.findUniqueOrThrow({
      where: { id: run.submissionId },
      select: { status: true },
    });
    // As for an upload (canEditSubmission): a submission under review or on the board changes only through moderation.
    if (submission.status !== "draft" && submission.status !== "changes_requested") {
      await keepScoredFile({ fileRowId: file.id, fileName: scored.fileName, bytes });
      await failJudgeStage({
        runId,
        code: "submission-locked",
        detail: `The submission became ${submission.status.replace("_", " ")} before the judge stage ended: ${scored.fileName} is stored and can be downloaded, but it changes the submission only while it is a draft or changes are requested.`,
      });
      return "failed";
    }
    const ingested = await ingestUpload(
      {
        submissionId: run.submissionId,
        shots,
        fileName: scored.fileName,
        body: (async function* () {
          yield new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
        })(),
        declaredLength: bytes.length,
        declaredGzip: false,
        maxBytes: Math.max(env.UPLOAD_MAX_BYTES, bytes.length),
        hostedRunId: runId,
      },
      // The follow-up (MR-Ben's judge audit) checks a submitter's judge; these verdicts are the portal's own.
      { followUp: false },
    );
    if (!ingested.ok) {
      await db.hostedRunFile.update({ where: { id: file.id }, data: { scoringLeaseUntil: null } });
      await failJudgeStage({
        runId,
        code: "scoring-failed",
        detail: `${scored.fileName} could not be scored: ${ingested.error.detail}`,
      });
      return "failed";
    }
    const submissionRun = await db.submissionRun.findUniqueOrThrow({
      where: { id: ingested.value.runId },
      select: { fileId: true },
    });
    await db.hostedRunFile.update({
      where: { id: file.id },
      data: { scoredFileName: scored.fileName, scoredFileId: submissionRun.fileId, scoringLeaseUntil: null },
    });
  }
  for (const file of files) if (!(await scoredRunOf(runId, file.shots))) return "not-yet";
  await db.hostedRun.updateMany({ where: { id: runId, judgeStage: "running" }, data: { judgeStage: "completed" } });
  return "completed";
}

/** The scored file stored (once per SHA-256, gzip) and linked to the run, without making it a run of the submission. */
async function keepScoredFile({ fileRowId, fileName, bytes }: { fileRowId: string; fileName: string; bytes: Buffer }) {
  const gzipBytes = await gzipAsync(bytes, { level: STORAGE_GZIP_LEVEL });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  await db.$transaction(async (tx) => {
    const fileId = await storeFileOnce(tx, { sha256, sizeBytes: bytes.length, originalEncoding: "json", gzipBytes });
    await tx.hostedRunFile.update({
      where: { id: fileRowId },
      data: { scoredFileName: fileName, scoredFileId: fileId, scoringLeaseUntil: null },
    });
  });
}

const scoredRunOf = (runId: string, shots: number) =>
  db.submissionRun.findFirst({ where: { hostedRunId: runId, shots, status: "scored" }, select: { id: true } });

async function writeScoredFile({
  runId,
  model,
  shots,
  judging,
}: {
  runId: string;
  model: string;
  shots: Shots;
  judging: HostedJudging;
}) {
  const answers = await db.hostedAnswer.findMany({
    where: { runId, shots },
    orderBy: { position: "asc" },
    select: { itemId: true, rawResponse: true },
  });
  const verdicts = await db.hostedJudgeVerdict.findMany({
    where: { runId, shots, status: "judged" },
    select: { judgeModel: true, rawResponse: true, answer: { select: { itemId: true } } },
  });
  return judging.scoredFile({
    model,
    shots,
    answers: answers.map((answer) => ({ itemId: answer.itemId, rawResponse: answer.rawResponse ?? "" })),
    verdicts: verdicts.map((verdict) => ({
      itemId: verdict.answer.itemId,
      judgeModel: verdict.judgeModel ?? "",
      rawResponse: verdict.rawResponse ?? "",
    })),
  });
}
