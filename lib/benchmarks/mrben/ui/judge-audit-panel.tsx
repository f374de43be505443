// The judge audit of one run's file: whether it is on, each audit's progress, cost and agreement
// with the submitted verdicts per subject, its disagreements and failures, and for a completed
// full re-judge the scores with the server's verdicts beside the submitted ones.
import type { ReactNode } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { RunAudit, RunAudits } from "@/lib/benchmarks/mrben/judge/run-audits";
import { LOW_AGREEMENT } from "@/lib/benchmarks/mrben/judge-audit/agreement";
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { AgreementTable } from "./agreement-table";
import { AuditVerdictLists } from "./audit-verdict-lists";

const integer = new Intl.NumberFormat("en-US");
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });

export type SubmittedSubjectScore = { subject: string; accReason: number; mrScore: number };

/** A stored scoring's figures the panel sets the server's beside. */
export function submittedScores(scoring: { score: number; subjects: SubmittedSubjectScore[] }) {
  return {
    meanMrScore: scoring.score,
    subjects: scoring.subjects.map(({ subject, accReason, mrScore }) => ({ subject, accReason, mrScore })),
  };
}

export function JudgeAuditPanel({
  shots,
  audits,
  submitted,
  actions,
  refresher,
}: {
  shots: 0 | 1;
  audits: RunAudits;
  /** The run's stored scores, to set the server-judged ones beside. */
  submitted: { meanMrScore: number; subjects: SubmittedSubjectScore[] };
  /** A moderator's buttons (full re-judge, retry failed), rendered by the page. */
  actions?: (audit: RunAudit | null) => ReactNode;
  /** Keeps the page fresh while an audit runs. */
  refresher?: ReactNode;
}) {
  const running = audits.audits.some((audit) => audit.status === "running");
  return (
    <section aria-labelledby={`judge-audit-${shots}`} className="space-y-3" data-testid={`judge-audit-${shots}`}>
      <h3 id={`judge-audit-${shots}`} className="text-lg font-semibold text-slate-900">
        Judge audit
      </h3>
      {!audits.enabled && (
        <p className="text-sm text-slate-600" data-testid="judge-audit-off">
          The judge audit is off on this portal: no judge API is configured, so the submitted error-reason verdicts are
          not checked.
        </p>
      )}
      {audits.enabled && audits.audits.length === 0 && (
        <p className="text-sm text-slate-600">
          No audit of this file yet. The server&apos;s judge ({audits.judgeModel}) samples a file&apos;s verdicts when
          it is scored.
        </p>
      )}
      {running && refresher}
      {audits.audits.map((audit) => (
        <AuditCard key={audit.id} audit={audit} submitted={submitted} actions={actions?.(audit)} />
      ))}
      {actions?.(null)}
    </section>
  );
}

function AuditCard({
  audit,
  submitted,
  actions,
}: {
  audit: RunAudit;
  submitted: { meanMrScore: number; subjects: SubmittedSubjectScore[] };
  actions?: ReactNode;
}) {
  const settled = audit.judged + audit.failed;
  const title =
    audit.scope === "sample"
      ? `Sample of ${audit.total} verdict(s)`
      : `Full re-judge of all ${audit.total} verdict(s)${audit.requestedBy ? `, asked by ${audit.requestedBy}` : ""}`;
  return (
    <article
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      data-testid={`judge-audit-${audit.scope}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium text-slate-900">
          {title} · judge {audit.judgeModel}
        </h4>
        <span data-testid="judge-audit-status" className="text-slate-600">
          {audit.status === "running" ? "judging" : audit.status}
        </span>
      </header>
      <div>
        <div
          role="progressbar"
          aria-label="Verdicts judged"
          aria-valuemin={0}
          aria-valuemax={audit.total}
          aria-valuenow={settled}
          className="h-2 w-full overflow-hidden rounded bg-slate-100"
        >
          <div className="h-full bg-brand-600" style={{ width: `${(audit.progress * 100).toFixed(1)}%` }} />
        </div>
        <p className="mt-1 text-slate-600" data-testid="judge-audit-progress">
          {audit.judged} of {audit.total} judged
          {audit.failed > 0 ? `, ${audit.failed} could not be judged` : ""}
          {audit.pending > 0 ? `, ${audit.pending} to go` : ""}.
        </p>
      </div>
      <p className="text-slate-600" data-testid="judge-audit-cost">
        {integer.format(audit.tokens.prompt)} prompt + {integer.format(audit.tokens.completion)} completion tokens over{" "}
        {integer.format(audit.tokens.requests)} request(s): about {usd.format(audit.costUsd)}.
      </p>
      {audit.agreement.overall.judged > 0 && (
        <>
          {audit.agreement.lowAgreement && (
            <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-red-900">
              Low agreement: the server&apos;s judge agrees with fewer than {Math.round(LOW_AGREEMENT * 100)}% of the
              submitted verdicts, even at the top of the 95% interval. ACC_reason may be inflated or deflated.
            </p>
          )}
          <AgreementTable agreement={audit.agreement} />
        </>
      )}
      {audit.serverScores && <ServerScores server={audit.serverScores} submitted={submitted} />}
      <AuditVerdictLists audit={audit} />
      {actions}
    </article>
  );
}

function ServerScores({
  server,
  submitted,
}: {
  server: NonNullable<RunAudit["serverScores"]>;
  submitted: { meanMrScore: number; subjects: SubmittedSubjectScore[] };
}) {
  const judged = (subject: string) => server.subjects[subject];
  return (
    <DataTable
      caption="Scores with the server's verdicts (percent)"
      captionVisible
      testId="server-judged-scores"
      rows={submitted.subjects}
      rowKey={(row) => row.subject}
      columns={[
        { key: "subject", header: "Subject", rowHeader: true, cell: (row) => row.subject },
        { key: "reason", header: "ACC_reason submitted", numeric: true, cell: (row) => formatPercent(row.accReason) },
        {
          key: "server-reason",
          header: "ACC_reason server",
          numeric: true,
          cell: (row) => (judged(row.subject) ? formatPercent(judged(row.subject)!.accReason) : "n/a"),
        },
        { key: "mr", header: "MR-Score submitted", numeric: true, cell: (row) => formatPercent(row.mrScore) },
        {
          key: "server-mr",
          header: "MR-Score server",
          numeric: true,
          cell: (row) => (judged(row.subject) ? formatPercent(judged(row.subject)!.mrScore) : "n/a"),
        },
      ]}
      footer={
        <tr>
          <th scope="row" className="px-2 py-1 text-left">
            Mean
          </th>
          <td />
          <td />
          <td className="px-2 py-1 text-right tabular-nums">{formatPercent(submitted.meanMrScore)}</td>
          <td className="px-2 py-1 text-right tabular-nums" data-testid="server-judged-mean">
            {formatPercent(server.meanMrScore)}
          </td>
        </tr>
      }
    />
  );
}
