// What the admin page and GET /api/v1/admin/rescore show: campaigns newest first with their
// progress (done, failed, queued, rate) and the failed files with their errors.
import "server-only";
import { db } from "@/lib/db";
import { actorLabel, NAMED_ACCOUNT_SELECT } from "@/lib/audit-log/audit-log";

export interface CampaignProgress {
  id: string;
  status: "running" | "switching" | "completed" | "failed";
  scorer: { name: string; version: string };
  benchmark: { slug: string; name: string };
  benchmarkVersion: number | null;
  startedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
  totalFiles: number;
  done: number;
  failed: number;
  queued: number;
  elapsedSeconds: number;
  filesPerSecond: number | null;
  error: string | null;
  failedItems: Array<{ itemId: string; fileId: string; sha256: string; attempts: number; error: string | null }>;
}

const FAILED_SHOWN = 50;

export async function listRescoreCampaigns({ limit = 10 }: { limit?: number } = {}): Promise<CampaignProgress[]> {
  const campaigns = await db.rescoreCampaign.findMany({
    orderBy: { startedAt: "desc" },
    take: limit,
    select: {
      id: true,
      status: true,
      scorerName: true,
      scorerVersion: true,
      benchmarkVersionId: true,
      benchmark: { select: { slug: true, name: true } },
      totalFiles: true,
      error: true,
      startedAt: true,
      finishedAt: true,
      startedBy: { select: NAMED_ACCOUNT_SELECT },
    },
  });
  if (campaigns.length === 0) return [];
  const ids = campaigns.map((campaign) => campaign.id);
  const [counts, failedItems, versions] = await Promise.all([
    db.rescoreItem.groupBy({ by: ["campaignId", "status"], where: { campaignId: { in: ids } }, _count: true }),
    db.rescoreItem.findMany({
      where: { campaignId: { in: ids }, status: "failed" },
      orderBy: { updatedAt: "asc" },
      take: FAILED_SHOWN * ids.length,
      select: {
        id: true,
        campaignId: true,
        fileId: true,
        attempts: true,
        error: true,
        file: { select: { sha256: true } },
      },
    }),
    db.benchmarkVersion.findMany({
      where: { id: { in: campaigns.map((campaign) => campaign.benchmarkVersionId) } },
      select: { id: true, number: true },
    }),
  ]);
  const count = (campaignId: string, status: string) =>
    counts.find((row) => row.campaignId === campaignId && row.status === status)?._count ?? 0;
  const now = Date.now();
  return campaigns.map((campaign) => {
    const done = count(campaign.id, "done");
    const elapsedSeconds = ((campaign.finishedAt?.getTime() ?? now) - campaign.startedAt.getTime()) / 1000;
    const user = campaign.startedBy;
    return {
      id: campaign.id,
      status: campaign.status,
      scorer: { name: campaign.scorerName, version: campaign.scorerVersion },
      benchmark: campaign.benchmark,
      benchmarkVersion: versions.find((version) => version.id === campaign.benchmarkVersionId)?.number ?? null,
      startedBy: user ? actorLabel(user) : null,
      startedAt: campaign.startedAt.toISOString(),
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
      totalFiles: campaign.totalFiles,
      done,
      failed: count(campaign.id, "failed"),
      queued: count(campaign.id, "queued"),
      elapsedSeconds,
      filesPerSecond: elapsedSeconds > 0 && done > 0 ? done / elapsedSeconds : null,
      error: campaign.error,
      failedItems: failedItems
        .filter((item) => item.campaignId === campaign.id)
        .slice(0, FAILED_SHOWN)
        .map((item) => ({
          itemId: item.id,
          fileId: item.fileId,
          sha256: item.file.sha256,
          attempts: item.attempts,
          error: item.error,
        })),
    };
  });
}
