// One verdict judged by the server: the official prompt from the benchmark's item and the
// submitter's answer, one request to the judge API, and the verdict written whole with the
// audit's counts in one transaction. The judge's failures (429s past the retries, 5xx, timeouts,
// malformed answers) settle the verdict as failed with their kind; only a lost database throws.
import "server-only";
import { db } from "@/lib/db";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { askJudge, type JudgeAnswer, type JudgeSettings } from "@/lib/benchmarks/mrben/judge/openai-judge";
import { finishAuditIfSettled } from "@/lib/benchmarks/mrben/judge/finish-audit";
import { judgePrompt } from "@/lib/benchmarks/mrben/judge-audit/judge-prompt";
import { readJudgeResponse } from "@/lib/benchmarks/mrben/judge-audit/judge-verdict";
import { verdictCountsAsCorrect } from "@/lib/benchmarks/mrben/mr-score";
import { storableText } from "@/lib/platform/postgres/storable";
import { err, type Result } from "@/lib/result";

export type JudgeVerdictOutcome = "judged" | "failed" | "skipped";

/** The judge's answer, or why the verdict failed (its kind, message and the attempts it took). */
type Settlement = Result<JudgeAnswer, { kind: string; message: string; attempts: number }>;

export async function judgeVerdict({
  verdictId,
  round,
  settings,
  fetchImpl,
  sleep,
}: {
  verdictId: string;
  round: number;
  settings: JudgeSettings;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}): Promise<JudgeVerdictOutcome> {
  const verdict = await db.judgeAuditVerdict.findUnique({
    where: { id: verdictId },
    select: {
      status: true,
      round: true,
      audit: { select: { judgeModel: true } },
      record: {
        select: {
          subject: true,
          firstErrorStep: true,
          errorReason: true,
          item: {
            select: {
              question: true,
              steps: true,
              firstErrorStep: true,
              errorReason: true,
              rectifiedFirstErrorStep: true,
              originalSubject: true,
            },
          },
        },
      },
    },
  });
  // Settled already (a job run twice after a restart), or tried again under a newer round.
  if (!verdict || verdict.status !== "pending" || verdict.round !== round) return "skipped";
  const { record } = verdict;
  if (!record.item) {
    return settleVerdict(
      verdictId,
      round,
      err({
        kind: "internal",
        message: "the record matches no benchmark item, so there is no ground truth to judge against",
        attempts: 0,
      }),
    );
  }
  const prompt = judgePrompt({
    solution: {
      subject: record.subject,
      datasetSubject: record.item.originalSubject,
      question: record.item.question,
      steps: record.item.steps,
      firstErrorStep: record.item.firstErrorStep,
      errorReason: record.item.errorReason,
      rectifiedFirstErrorStep: record.item.rectifiedFirstErrorStep,
    },
    answer: { firstErrorStep: record.firstErrorStep, errorReason: record.errorReason },
  });
  // The audit's judge, not today's setting: one audit is one judge's, even if the setting changes mid-way.
  const call = await askJudge({ settings: { ...settings, model: verdict.audit.judgeModel }, prompt, fetchImpl, sleep });
  return settleVerdict(verdictId, round, call);
}

/** Writes a verdict's outcome once (a second writer finds it settled and changes nothing). */
export async function settleVerdict(
  verdictId: string,
  round: number,
  settlement: Settlement,
): Promise<JudgeVerdictOutcome> {
  const settled = await db.$transaction(async (tx) => {
    const row = await tx.judgeAuditVerdict.findUnique({ where: { id: verdictId }, select: { auditId: true } });
    if (!row) return { outcome: "skipped" as const, scoresStored: false };
    // The audit's row first: verdicts of one audit settle one after the other, so exactly one sees the last.
    await tx.$executeRaw`SELECT 1 FROM "JudgeAudit" WHERE "id" = ${row.auditId} FOR UPDATE`;
    const settledAt = new Date();
    const data = settlement.ok ? judgedData(settlement.value) : failedData(settlement.error);
    const updated = await tx.judgeAuditVerdict.updateMany({
      where: { id: verdictId, status: "pending", round },
      data: { ...data, settledAt },
    });
    if (updated.count === 0) return { outcome: "skipped" as const, scoresStored: false };
    await tx.judgeAudit.update({
      where: { id: row.auditId },
      data: {
        judged: { increment: settlement.ok ? 1 : 0 },
        failed: { increment: settlement.ok ? 0 : 1 },
        promptTokens: { increment: settlement.ok ? settlement.value.usage.promptTokens : 0 },
        completionTokens: { increment: settlement.ok ? settlement.value.usage.completionTokens : 0 },
        requests: { increment: settlement.ok ? settlement.value.attempts : settlement.error.attempts },
      },
    });
    const finished = await finishAuditIfSettled(tx, row.auditId);
    return { outcome: settlement.ok ? ("judged" as const) : ("failed" as const), scoresStored: finished.scoresStored };
  });
  // A board entry may now show its server-judged scores.
  if (settled.scoresStored) await invalidateBoard();
  return settled.outcome;
}

function judgedData(call: JudgeAnswer) {
  const read = readJudgeResponse({ response: call.content });
  return {
    status: "judged" as const,
    decision: storableText(read.decision),
    counts: verdictCountsAsCorrect(read.decision),
    reasoning: storableText(read.reasoning),
    analysis: storableText(read.analysis),
    response: storableText(call.content),
    promptTokens: call.usage.promptTokens,
    completionTokens: call.usage.completionTokens,
    attempts: call.attempts,
    failureKind: null,
    failureMessage: null,
  };
}

function failedData(failure: { kind: string; message: string; attempts: number }) {
  return {
    status: "failed" as const,
    attempts: failure.attempts,
    failureKind: failure.kind,
    failureMessage: storableText(failure.message),
  };
}
