import type { BenchmarkKind } from "@/lib/generated/prisma/enums";
import type { RunSignals } from "@/lib/moderation/review-signals";

const number = new Intl.NumberFormat("en-US");
const points = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(1)}`;

/** One shot setting's numbers in a queue row. */
export function RunSignalsCell({ run, kind = "mrben" }: { run: RunSignals; kind?: BenchmarkKind }) {
  if (run.status !== "scored")
    return <span className="text-slate-500">{run.status === "missing" ? "not uploaded" : run.status}</span>;
  if (kind === "extraction") return <ExtractionSignals run={run} />;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
      <dt className="text-slate-500">Subjects rankable</dt>
      <dd className="tabular-nums">
        {run.subjectsRankable} / {run.subjectsTotal}
      </dd>
      <dt className="text-slate-500">Items matched</dt>
      <dd className="tabular-nums">
        {number.format(run.matchedItems)} / {number.format(run.benchmarkItems)}
      </dd>
      <dt className="text-slate-500">Tampered truth</dt>
      <dd className="tabular-nums">{number.format(run.tamperedTruth)}</dd>
      <dt className="text-slate-500">Parse mismatches</dt>
      <dd className="tabular-nums">{number.format(run.parseMismatches)}</dd>
      <dt className="text-slate-500">Unknown / duplicate</dt>
      <dd className="tabular-nums">
        {number.format(run.unknownRecords)} / {number.format(run.duplicates)}
      </dd>
      <dt className="text-slate-500">Recomputed</dt>
      <dd className="tabular-nums">{run.recomputedMean === null ? "–" : run.recomputedMean.toFixed(1)}</dd>
      <dt className="text-slate-500">Claimed</dt>
      <dd className="tabular-nums">
        {run.claimedMean === null
          ? "not claimed"
          : `${run.claimedMean.toFixed(1)} (${points(run.claimDifference ?? 0)})`}
      </dd>
      <dt className="text-slate-500">Judge agreement</dt>
      <dd className="tabular-nums" data-testid={`signals-judge-${run.shots}`}>
        {run.judgeAudit === null
          ? "not audited"
          : run.judgeAudit.judged === 0
            ? `judging (0 / ${run.judgeAudit.total})`
            : `${(run.judgeAudit.rate * 100).toFixed(1)}% of ${run.judgeAudit.judged}${run.judgeAudit.status === "running" ? " so far" : ""}`}
      </dd>
    </dl>
  );
}

/** An extraction run: F1 (recomputedMean) and what its report flags; no subjects, judge or claims. */
function ExtractionSignals({ run }: { run: RunSignals }) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
      <dt className="text-slate-500">F1</dt>
      <dd className="tabular-nums" data-testid={`signals-f1-${run.shots}`}>
        {run.recomputedMean === null ? "–" : run.recomputedMean.toFixed(1)}
      </dd>
      <dt className="text-slate-500">Unparseable predictions</dt>
      <dd className="tabular-nums">{number.format(run.parseMismatches)}</dd>
      <dt className="text-slate-500">Unknown ids</dt>
      <dd className="tabular-nums">{number.format(run.unknownRecords)}</dd>
      <dt className="text-slate-500">Differing references</dt>
      <dd className="tabular-nums">{number.format(run.tamperedTruth)}</dd>
    </dl>
  );
}
