// An audit's disagreements (the submitted verdict beside the server judge's decision and its
// analysis) and the verdicts it could not judge, with why.
import { MAX_LISTED_VERDICTS, type RunAudit } from "@/lib/benchmarks/mrben/judge/run-audits";

const credit = (counts: boolean) => (counts ? "counts" : "does not count");

export function AuditVerdictLists({ audit }: { audit: RunAudit }) {
  const disagreements = audit.agreement.overall.judged - audit.agreement.overall.agreed;
  return (
    <>
      {disagreements > 0 && (
        <details className="rounded border border-slate-200 p-2" data-testid="judge-disagreements">
          <summary className="cursor-pointer font-medium text-slate-800">
            {disagreements} disagreement(s)
            {disagreements > MAX_LISTED_VERDICTS ? ` (the first ${MAX_LISTED_VERDICTS} listed)` : ""}
          </summary>
          <ul className="mt-2 space-y-2">
            {audit.disagreements.map((item) => (
              <li key={`${item.subject}/${item.recordIndex}`} className="border-t border-slate-100 pt-2">
                <p className="font-medium">
                  {item.subject} #{item.recordIndex}: submitted &ldquo;{item.submittedVerdict ?? "none"}&rdquo; (
                  {credit(item.submittedCounts)}), server &ldquo;{item.decision}&rdquo; ({credit(item.counts)})
                </p>
                {item.analysis && <p className="whitespace-pre-wrap text-slate-600">{item.analysis}</p>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {audit.failed > 0 && (
        <details className="rounded border border-amber-200 bg-amber-50 p-2" data-testid="judge-failures">
          <summary className="cursor-pointer font-medium text-amber-900">
            {audit.failed} verdict(s) could not be judged:{" "}
            {Object.entries(audit.failureKinds)
              .map(([kind, count]) => `${count} ${kind}`)
              .join(", ")}
          </summary>
          <ul className="mt-2 space-y-1">
            {audit.failures.map((failure) => (
              <li key={`${failure.subject}/${failure.recordIndex}`}>
                {failure.subject} #{failure.recordIndex}: {failure.kind}
                {failure.attempts ? ` after ${failure.attempts} attempt(s)` : ""}: {failure.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
