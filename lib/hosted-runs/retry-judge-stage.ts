// Trying a failed judge stage again, once what failed it is mended (the judge was down, or the
// portal had no judge configured): its verdicts whose requests failed go back to be claimed, the
// verdicts already stored stay (nobody asks the judge about them twice), and a worker picks the
// stage up. A stage that failed for another reason (the submission went to review, the scored file
// did not score) would fail the same way again, and is refused with that reason.
import "server-only";
import type { AuthUser } from "@/lib/auth/users";
import { canCancelHostedRun, canRetryJudgeStage } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { isRetryableJudgeFailure } from "./progress-text";
import { err, ok, type Result } from "@/lib/result";
import type { RetryJudgeFailure } from "@/lib/validations/hosted-run-failure";
import { enqueueJudgeStage, portalHostedRunQueue } from "./queue";

export async function retryJudgeStage({
  submissionId,
  runId,
  actor,
}: {
  submissionId: string;
  runId: string;
  actor: AuthUser;
}): Promise<Result<{ verdictsAgain: number }, RetryJudgeFailure>> {
  const run = await db.hostedRun.findFirst({
    where: { id: runId, submissionId },
    select: {
      createdById: true,
      judgeStage: true,
      judgeFailureCode: true,
      submission: { select: { userId: true, status: true } },
    },
  });
  if (!run) return err({ code: "no-such-run", message: "No such hosted run." });
  if (!canRetryJudgeStage(actor, run))
    return err(
      canCancelHostedRun(actor, run)
        ? {
            code: "submission-locked",
            message: `The submission is ${run.submission.status.replace("_", " ")}: its runs cannot change, so the judge stage would fail again.`,
          }
        : { code: "not-allowed", message: "Only the run's submitter tries its judge stage again." },
    );
  if (run.judgeStage !== "failed")
    return err({
      code: "judge-stage-not-failed",
      message: `The judge stage is ${run.judgeStage ?? "not begun"}: only a failed one is tried again.`,
    });
  if (!isRetryableJudgeFailure(run.judgeFailureCode))
    return err({
      code: "not-retryable",
      message: `The judge stage failed with ${run.judgeFailureCode ?? "no reason"}, which trying again would not mend.`,
    });

  const verdictsAgain = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Array<{ judgeStage: string | null; judgeTotal: number }>>`
      SELECT "judgeStage"::text AS "judgeStage", "judgeTotal" FROM "HostedRun" WHERE "id" = ${runId} FOR UPDATE`;
    if (locked?.judgeStage !== "failed") return null;
    const begun = await tx.hostedJudgeVerdict.count({ where: { runId } });
    const again = await tx.hostedJudgeVerdict.updateMany({
      where: { runId, status: "failed" },
      data: { status: "pending", leaseToken: null, leaseExpiresAt: null, failureKind: null, failureDetail: null },
    });
    await tx.hostedRun.update({
      where: { id: runId },
      // Verdicts listed already: the stage goes on from them; none yet: it begins again and lists them.
      data: {
        judgeStage: begun > 0 ? "running" : "pending",
        judgeFailureCode: null,
        judgeFailureDetail: null,
        judgeFailedRecords: 0,
      },
    });
    return again.count;
  });
  if (verdictsAgain === null)
    return err({ code: "judge-stage-not-failed", message: "The judge stage was tried again already." });
  try {
    await enqueueJudgeStage(await portalHostedRunQueue(), runId, 1);
  } catch (error) {
    // The stage is pending or running again: a worker's sweep queues it.
    console.error(`[hosted] queueing the judge stage of run ${runId} failed; the sweep will:`, error);
  }
  return ok({ verdictsAgain });
}
