// What one judge audit comes to, from its stored rows: progress, the tokens and what they cost,
// and the agreement between the submitted verdicts and the server's (over the verdicts judged).
import { judgeAgreement, type AgreementFigure, type JudgedPair } from "./agreement";

export interface AuditRow {
  scope: "sample" | "full";
  status: "running" | "completed" | "incomplete";
  judgeModel: string;
  total: number;
  judged: number;
  failed: number;
  promptTokens: number;
  completionTokens: number;
  requests: number;
  createdAt: Date;
}

export interface Prices {
  promptUsdPerMTok: number;
  completionUsdPerMTok: number;
}

export interface AuditSummary {
  scope: AuditRow["scope"];
  status: AuditRow["status"];
  judgeModel: string;
  total: number;
  judged: number;
  failed: number;
  pending: number;
  /** 0..1 of the verdicts settled (judged or failed). */
  progress: number;
  tokens: { prompt: number; completion: number; requests: number };
  costUsd: number;
  agreement: {
    overall: AgreementFigure;
    subjects: Record<string, AgreementFigure>;
    lowAgreement: boolean;
  };
}

export function auditCostUsd({ prompt, completion }: { prompt: number; completion: number }, prices: Prices): number {
  return (prompt * prices.promptUsdPerMTok + completion * prices.completionUsdPerMTok) / 1_000_000;
}

export function summarizeAudit({
  audit,
  pairs,
  prices,
}: {
  audit: AuditRow;
  /** The judged verdicts: submitted vs server, both as "counts toward ACC_reason". */
  pairs: readonly JudgedPair[];
  prices: Prices;
}): AuditSummary {
  const agreement = judgeAgreement({ pairs });
  const tokens = { prompt: audit.promptTokens, completion: audit.completionTokens, requests: audit.requests };
  const pending = Math.max(0, audit.total - audit.judged - audit.failed);
  return {
    scope: audit.scope,
    status: audit.status,
    judgeModel: audit.judgeModel,
    total: audit.total,
    judged: audit.judged,
    failed: audit.failed,
    pending,
    progress: audit.total === 0 ? 1 : (audit.judged + audit.failed) / audit.total,
    tokens,
    costUsd: auditCostUsd(tokens, prices),
    agreement: { overall: agreement.overall, subjects: agreement.subjects, lowAgreement: agreement.lowAgreement },
  };
}

/** The audit whose agreement speaks for a run: the newest full audit with judged verdicts, else the newest sample. */
export function auditForSignals<T extends Pick<AuditRow, "scope" | "judged" | "createdAt">>(
  audits: readonly T[],
): T | null {
  const newestFirst = [...audits].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return (
    newestFirst.find((audit) => audit.scope === "full" && audit.judged > 0) ??
    newestFirst.find((audit) => audit.scope === "sample") ??
    null
  );
}
