// An audit ends when its last verdict settles: completed when every verdict was judged, else
// incomplete. A completed full audit also stores the file's scores with the server's verdicts,
// which the board may show beside the submitted ones.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serverJudgedScores } from "@/lib/benchmarks/mrben/judge-audit/server-judged-score";

type Tx = Prisma.TransactionClient;

/**
 * Call with the audit's row locked (settleVerdict does). Says whether it just stored server-judged
 * scores, which the board shows: the caller drops the board's cache once its transaction commits.
 */
export async function finishAuditIfSettled(tx: Tx, auditId: string): Promise<{ scoresStored: boolean }> {
  const pending = await tx.judgeAuditVerdict.count({ where: { auditId, status: "pending" } });
  if (pending > 0) return { scoresStored: false };
  const audit = await tx.judgeAudit.findUniqueOrThrow({
    where: { id: auditId },
    select: { scope: true, failed: true, scoringId: true, status: true },
  });
  if (audit.status !== "running") return { scoresStored: false };
  const complete = audit.failed === 0;
  const scores = complete && audit.scope === "full" ? await fullAuditScores(tx, auditId, audit.scoringId) : null;
  await tx.judgeAudit.update({
    where: { id: auditId },
    data: {
      status: complete ? "completed" : "incomplete",
      finishedAt: new Date(),
      ...(scores ? { serverScores: scores, serverMeanMrScore: scores.meanMrScore } : {}),
    },
  });
  return { scoresStored: scores !== null };
}

async function fullAuditScores(tx: Tx, auditId: string, scoringId: string) {
  const [subjects, verdicts] = await Promise.all([
    tx.subjectScore.findMany({
      where: { scoringId },
      // Rows are written in the file's subject order; the mean adds them in that order, as the official script.
      orderBy: { id: "asc" },
      select: {
        subject: true,
        nCorrect: true,
        nIncorrect: true,
        tp: true,
        tn: true,
        stepCorrect: true,
        reasonCorrect: true,
      },
    }),
    tx.judgeAuditVerdict.findMany({
      where: { auditId },
      select: {
        decision: true,
        record: {
          select: {
            subject: true,
            solutionCorrectness: true,
            firstErrorStep: true,
            stepEarned: true,
            reasonEarned: true,
            item: { select: { correctness: true, firstErrorStep: true } },
          },
        },
      },
    }),
  ]);
  const scored = serverJudgedScores({
    subjects: subjects.map((row) => ({
      subject: row.subject,
      counts: {
        n_correct: row.nCorrect,
        n_incorrect: row.nIncorrect,
        tp: row.tp,
        tn: row.tn,
        step_correct: row.stepCorrect,
        reason_correct: row.reasonCorrect,
      },
    })),
    records: verdicts.flatMap(({ decision, record }) =>
      record.item && decision !== null
        ? [
            {
              subject: record.subject,
              truthCorrectness: record.item.correctness,
              truthFirstErrorStep: record.item.firstErrorStep,
              solutionCorrectness: record.solutionCorrectness,
              firstErrorStep: record.firstErrorStep,
              stepEarned: record.stepEarned,
              reasonEarned: record.reasonEarned,
              serverVerdict: decision,
            },
          ]
        : [],
    ),
  });
  return {
    meanMrScore: scored.meanMrScore,
    subjects: Object.fromEntries(
      Object.entries(scored.subjects).map(([subject, score]) => [
        subject,
        { accStep: score.acc_step, accReason: score.acc_reason, mrScore: score.mr_score },
      ]),
    ),
  };
}
