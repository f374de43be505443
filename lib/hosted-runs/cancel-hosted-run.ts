// Cancelling a hosted run: it ends at once in cancelled with its sealed key deleted; its workers see
// it between requests and abort the ones in flight, whose answers are not stored.
import "server-only";
import type { AuthUser } from "@/lib/auth/users";
import { canCancelHostedRun } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { err, ok, type Result } from "@/lib/result";
import type { CancelFailure } from "@/lib/validations/hosted-run-failure";
import { endHostedRun } from "./end-run";

export async function cancelHostedRun({
  submissionId,
  runId,
  actor,
}: {
  submissionId: string;
  runId: string;
  actor: AuthUser;
}): Promise<Result<void, CancelFailure>> {
  const run = await db.hostedRun.findFirst({
    where: { id: runId, submissionId },
    select: { status: true, createdById: true, submission: { select: { userId: true } } },
  });
  if (!run) return err({ code: "no-such-run", message: "No such hosted run." });
  if (!canCancelHostedRun(actor, run))
    return err({ code: "not-allowed", message: "Only the run's submitter cancels it." });
  const ended = await endHostedRun({
    runId,
    status: "cancelled",
    failure: { code: "cancelled", detail: "cancelled by its submitter" },
  });
  if (!ended) {
    const now = await db.hostedRun.findUniqueOrThrow({ where: { id: runId }, select: { status: true } });
    return err({ code: "run-ended", message: `The run has already ended (${now.status.replace("_", " ")}).` });
  }
  return ok(undefined);
}
