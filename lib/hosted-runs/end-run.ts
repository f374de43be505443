// Ending a hosted run, whichever way: one conditional update from queued or running, which also
// deletes the sealed API key. A run that has already ended stays as it ended.
import "server-only";
import { db } from "@/lib/db";
import type { HostedRunStatus } from "@/lib/generated/prisma/client";

export type HostedRunEnding = Exclude<HostedRunStatus, "queued" | "running" | "completed">;

/** True when this call ended the run; false when it had ended already. */
export async function endHostedRun({
  runId,
  status,
  failure,
}: {
  runId: string;
  status: HostedRunEnding;
  failure: { code: string; detail: string } | null;
}): Promise<boolean> {
  const ended = await db.hostedRun.updateMany({
    where: { id: runId, status: { in: ["queued", "running"] } },
    data: {
      status,
      failureCode: failure?.code ?? null,
      failureDetail: failure?.detail.slice(0, 2000) ?? null,
      sealedApiKey: null,
      finishedAt: new Date(),
    },
  });
  return ended.count === 1;
}
