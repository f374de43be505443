// The judge audits of one scored file as the report page shows them: each audit's progress, cost
// and agreement, its disagreements (the server's reading beside the submitted verdict) and failures.
import "server-only";
import { db } from "@/lib/db";
import { judgePrices, judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { summarizeAudit, type AuditSummary } from "@/lib/benchmarks/mrben/judge-audit/audit-summary";
import { actorLabel, NAMED_ACCOUNT_SELECT } from "@/lib/audit-log/audit-log";

/** Disagreements and failures listed per audit; the rest are counted. */
export const MAX_LISTED_VERDICTS = 100;

interface AuditDisagreement {
  subject: string;
  recordIndex: number;
  submittedVerdict: string | null;
  submittedCounts: boolean;
  decision: string;
  counts: boolean;
  analysis: string;
}

interface AuditFailure {
  subject: string;
  recordIndex: number;
  kind: string;
  message: string;
  attempts: number | null;
}

export interface RunAudit extends AuditSummary {
  id: string;
  requestedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
  disagreements: AuditDisagreement[];
  failures: AuditFailure[];
  failureKinds: Record<string, number>;
  /** A completed full audit: the file's scores with the server's verdicts. */
  serverScores: {
    meanMrScore: number;
    subjects: Record<string, { accStep: number; accReason: number; mrScore: number }>;
  } | null;
}

export interface RunAudits {
  /** Whether a judge API is configured on this portal. */
  enabled: boolean;
  judgeModel: string | null;
  audits: RunAudit[];
}

export async function loadRunAudits(scoringId: string | null): Promise<RunAudits> {
  const settings = judgeSettings();
  const base = { enabled: settings !== null, judgeModel: settings?.model ?? null };
  if (!scoringId) return { ...base, audits: [] };
  const audits = await db.judgeAudit.findMany({
    where: { scoringId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: {
      requestedBy: { select: NAMED_ACCOUNT_SELECT },
      verdicts: {
        where: { status: { in: ["judged", "failed"] } },
        orderBy: [{ subject: "asc" }, { recordIndex: "asc" }],
        select: {
          subject: true,
          recordIndex: true,
          status: true,
          submittedVerdict: true,
          submittedCounts: true,
          decision: true,
          counts: true,
          analysis: true,
          failureKind: true,
          failureMessage: true,
          attempts: true,
        },
      },
    },
  });
  const prices = judgePrices();
  return {
    ...base,
    audits: audits.map((audit) => {
      const judged = audit.verdicts.filter((verdict) => verdict.status === "judged");
      const failed = audit.verdicts.filter((verdict) => verdict.status === "failed");
      const summary = summarizeAudit({
        audit,
        pairs: judged.map((verdict) => ({
          subject: verdict.subject,
          key: String(verdict.recordIndex),
          submitted: verdict.submittedCounts,
          audited: verdict.counts === true,
        })),
        prices,
      });
      const failureKinds: Record<string, number> = {};
      for (const verdict of failed)
        failureKinds[verdict.failureKind ?? "internal"] = (failureKinds[verdict.failureKind ?? "internal"] ?? 0) + 1;
      const by = audit.requestedBy;
      return {
        ...summary,
        id: audit.id,
        requestedBy: by ? actorLabel(by) : null,
        createdAt: audit.createdAt.toISOString(),
        finishedAt: audit.finishedAt?.toISOString() ?? null,
        disagreements: judged
          .filter((verdict) => verdict.submittedCounts !== (verdict.counts === true))
          .slice(0, MAX_LISTED_VERDICTS)
          .map((verdict) => ({
            subject: verdict.subject,
            recordIndex: verdict.recordIndex,
            submittedVerdict: verdict.submittedVerdict,
            submittedCounts: verdict.submittedCounts,
            decision: verdict.decision ?? "",
            counts: verdict.counts === true,
            analysis: verdict.analysis ?? "",
          })),
        failures: failed.slice(0, MAX_LISTED_VERDICTS).map((verdict) => ({
          subject: verdict.subject,
          recordIndex: verdict.recordIndex,
          kind: verdict.failureKind ?? "internal",
          message: verdict.failureMessage ?? "",
          attempts: verdict.attempts,
        })),
        failureKinds,
        serverScores: (audit.serverScores as RunAudit["serverScores"]) ?? null,
      };
    }),
  };
}
