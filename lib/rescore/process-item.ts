// One rescore job: claim the item for this attempt, inflate the stored original, score it with its
// benchmark's kind against the campaign's benchmark version and store the scoring, all guarded so that a job delivered twice
// (or to two app instances) is processed once.
import "server-only";
import { db } from "@/lib/db";
import type { Shots } from "@/lib/benchmarks/kind";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { finishCampaignIfDone } from "@/lib/rescore/finish-campaign";
import { holdItemLease } from "@/lib/rescore/item-lease";
import { readStoredFile } from "@/lib/benchmarks/files/read-submitted-file";
import { scoredRead, scoringReader } from "@/lib/benchmarks/files/scoring-reader";
import { scoringKey, storeScoringOnce } from "@/lib/submissions/store-scoring";

export interface RescoreAttempt {
  itemId: string;
  /** pg-boss's retryCount: 0 on the first delivery, 1 on the first retry... */
  retryCount: number;
  /** The job's retryLimit: the attempt with retryCount === retryLimit is the last. */
  retryLimit: number;
}

export type RescoreAttemptOutcome = "done" | "skipped";

/** Throws when the attempt failed (pg-boss then retries it); the item keeps the error. */
export async function processRescoreItem({
  itemId,
  retryCount,
  retryLimit,
}: RescoreAttempt): Promise<RescoreAttemptOutcome> {
  // The claim: only one delivery of each attempt gets past it. A retry (higher retryCount) may
  // claim again; a duplicate of an attempt already claimed, or an item already settled, may not.
  const claimed = await db.$queryRaw<Array<{ fileId: string; campaignId: string; attempts: number }>>`
    UPDATE "RescoreItem" i SET "attempts" = ${retryCount + 1}, "heartbeatAt" = now(), "updatedAt" = now()
    FROM "RescoreCampaign" c
    WHERE i."id" = ${itemId} AND i."status" = 'queued' AND i."attempts" <= ${retryCount}
      AND c."id" = i."campaignId" AND c."status" = 'running'
    RETURNING i."fileId", i."campaignId", i."attempts"`;
  const claim = claimed[0];
  if (!claim) {
    // A retry of a job whose item settled but whose campaign did not (the switch failed): finish it now.
    const item = await db.rescoreItem.findUnique({ where: { id: itemId }, select: { campaignId: true, status: true } });
    if (item && item.status !== "queued") await finishCampaignIfDone(item.campaignId);
    return "skipped";
  }

  const releaseLease = holdItemLease({ itemId, attempts: claim.attempts });
  try {
    await rescoreClaimedItem({ itemId, ...claim });
  } catch (error) {
    releaseLease();
    const last = retryCount >= retryLimit;
    const message = error instanceof Error ? error.message : String(error);
    await db.$executeRaw`
      UPDATE "RescoreItem" SET "error" = ${message.slice(0, 2000)}, "heartbeatAt" = NULL, "updatedAt" = now(),
        "status" = ${last ? "failed" : "queued"}::"RescoreItemStatus"
      WHERE "id" = ${itemId} AND "status" = 'queued' AND "attempts" = ${claim.attempts}`;
    if (last) await finishCampaignIfDone(claim.campaignId);
    throw error;
  }
  releaseLease();
  await finishCampaignIfDone(claim.campaignId);
  return "done";
}

async function rescoreClaimedItem({
  itemId,
  fileId,
  attempts,
}: {
  itemId: string;
  fileId: string;
  attempts: number;
}): Promise<void> {
  const item = await db.rescoreItem.findUniqueOrThrow({
    where: { id: itemId },
    select: {
      shots: true,
      campaign: {
        select: {
          scorerName: true,
          scorerVersion: true,
          benchmarkVersionId: true,
          benchmark: { select: { id: true, slug: true, name: true, kind: true, description: true, settings: true } },
        },
      },
    },
  });
  const { campaign } = item;
  const kind = benchmarkKind(campaign.benchmark.kind);
  const server = await kind.server();
  const truth = await server.currentTruth(campaign.benchmark);
  if (truth?.versionId !== campaign.benchmarkVersionId) {
    throw new Error("The benchmark version changed since this rescore started; start a new rescore.");
  }
  const shots: Shots = item.shots === 1 ? 1 : 0;
  const file = await db.storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { gzipBytes: true } });
  const settings = kind.settings(campaign.benchmark.settings);
  // In one pass where the kind can, holding no more of the file than its rows need (as uploads).
  const oneGo = scoringReader(kind, { truth: truth.truth, settings, shots, storing: true });
  const read = await readStoredFile(oneGo ?? kind, shots, file.gzipBytes);
  if (!read.parsed.ok) throw new Error(`The stored original no longer reads: ${read.parsed.error.detail}`);
  const { stored: input, outcome: scored } = await scoredRead(oneGo, read.parsed.value, (file) =>
    kind.score({ truth: truth.truth, file, settings, shots }),
  );
  if (!scored.ok) throw new Error(`The stored original no longer scores: ${scored.error.detail}`);
  const refused = kind.refuse(scored.value, {
    benchmarkName: campaign.benchmark.name,
    versionNumber: truth.versionNumber,
  });
  if (refused) throw new Error(`The stored original is refused now: ${refused.detail}`);
  const key = scoringKey(kind, truth.versionId, kind.variant(settings, shots), {
    name: campaign.scorerName,
    version: campaign.scorerVersion,
  });

  await db.$transaction(
    async (tx) => {
      const scoringId = await storeScoringOnce(tx, fileId, {
        kind,
        key,
        truth,
        result: scored.value,
        file: input,
        settings,
      });
      const settled = await tx.$executeRaw`
        UPDATE "RescoreItem" SET "status" = 'done', "scoringId" = ${scoringId}, "error" = NULL, "heartbeatAt" = NULL,
          "updatedAt" = now()
        WHERE "id" = ${itemId} AND "status" = 'queued' AND "attempts" = ${attempts}`;
      // Another delivery took the item over (this attempt outlived its expiry): keep theirs.
      if (settled === 0) throw new Error("The item was taken over by another attempt.");
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
