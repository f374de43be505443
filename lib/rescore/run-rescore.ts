// A whole rescore of one benchmark run by this process (`npm run rescore -- --benchmark SLUG`): the
// campaign is started as an admin would start it, then this process scores every item itself (a
// portal's worker taking some of the queued jobs meanwhile is fine: each attempt claims its item) and
// the campaign switches the board, or keeps the old scores if any file failed.
import "server-only";
import type PgBoss from "pg-boss";
import type { ScorerId } from "@/lib/benchmarks/kind";
import { db } from "@/lib/db";
import { processRescoreItem } from "./process-item";
import { startRescore, type StartRescoreFailure } from "./start-rescore";
import { ok, type Result } from "@/lib/result";

export interface RescoreSummary {
  campaignId: string;
  status: "completed" | "failed" | "running" | "switching";
  versionNumber: number;
  totalFiles: number;
  done: number;
  failed: { fileId: string; shots: number | null; error: string | null }[];
  /** Runs whose scoring the switch changed. */
  switchedRuns: number;
}

export async function rescoreBenchmark({
  benchmark,
  scorer,
  queue,
  log = () => {},
}: {
  benchmark: string;
  scorer?: ScorerId;
  queue?: PgBoss;
  log?: (message: string) => void;
}): Promise<Result<RescoreSummary, StartRescoreFailure>> {
  const started = await startRescore({
    actor: { cli: true },
    benchmark,
    scorer,
    queue,
    retry: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
  });
  if (!started.ok) return started;
  const { campaignId } = started.value;
  const items = await db.rescoreItem.findMany({
    where: { campaignId },
    orderBy: { id: "asc" },
    select: { id: true, shots: true, file: { select: { sha256: true } } },
  });
  for (const item of items) {
    try {
      const outcome = await processRescoreItem({ itemId: item.id, retryCount: 0, retryLimit: 0 });
      log(`${item.file.sha256.slice(0, 16)}${item.shots === null ? "" : ` ${item.shots}-shot`}: ${outcome}`);
    } catch (error) {
      log(`${item.file.sha256.slice(0, 16)}: failed (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return ok(await rescoreSummary(campaignId));
}

async function rescoreSummary(campaignId: string): Promise<RescoreSummary> {
  const campaign = await db.rescoreCampaign.findUniqueOrThrow({
    where: { id: campaignId },
    select: { status: true, totalFiles: true, benchmarkVersionId: true },
  });
  const [version, items, switchedRuns] = await Promise.all([
    db.benchmarkVersion.findUniqueOrThrow({ where: { id: campaign.benchmarkVersionId }, select: { number: true } }),
    db.rescoreItem.findMany({
      where: { campaignId },
      select: { fileId: true, shots: true, status: true, error: true },
    }),
    db.submissionRun.count({
      where: { scoring: { rescoreItems: { some: { campaignId } } }, previousScoringId: { not: null } },
    }),
  ]);
  return {
    campaignId,
    status: campaign.status,
    versionNumber: version.number,
    totalFiles: campaign.totalFiles,
    done: items.filter((item) => item.status === "done").length,
    failed: items
      .filter((item) => item.status === "failed")
      .map(({ fileId, shots, error }) => ({ fileId, shots, error })),
    switchedRuns,
  };
}
