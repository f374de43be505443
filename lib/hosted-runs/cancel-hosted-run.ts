// Cancelling a hosted run: it ends at once in cancelled with its sealed key deleted; its workers see
// it between requests and abort the ones in flight, whose answers are not stored.
import "server-only";
import type { AuthUser } from "@/lib/auth/users";
import { canCancelHostedRun } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { endHostedRun } from "./end-run";

export type CancelRefusal =
  | { code: "no-such-run"; detail: string }
  | { code: "not-allowed"; detail: string }
  | { code: "run-ended"; detail: string };

export async function cancelHostedRun({
  submissionId,
  runId,
  actor,
}: {
  submissionId: string;
  runId: string;
  actor: AuthUser;
}): Promise<{ ok: true } | { ok: false; error: CancelRefusal }> {
  const run = await db.hostedRun.findFirst({
    where: { id: runId, submissionId },
    select: { status: true, createdById: true, submission: { select: { userId: true } } },
  });
  if (!run) return { ok: false, error: { code: "no-such-run", detail: "No such hosted run." } };
  if (!canCancelHostedRun(actor, run))
    return { ok: false, error: { code: "not-allowed", detail: "Only the run's submitter cancels it." } };
  const ended = await endHostedRun({
    runId,
    status: "cancelled",
    failure: { code: "cancelled", detail: "cancelled by its submitter" },
  });
  if (!ended) {
    const now = await db.hostedRun.findUniqueOrThrow({ where: { id: runId }, select: { status: true } });
    return {
      ok: false,
      error: { code: "run-ended", detail: `The run has already ended (${now.status.replace("_", " ")}).` },
    };
  }
  return { ok: true };
}
