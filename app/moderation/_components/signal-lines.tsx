// Labelled values a moderator reads at a glance (a run's signals, a submission's setup), as a list.
import type { SignalLine } from "@/lib/benchmarks/kind-server";

export function SignalLines({ lines }: { lines: SignalLine[] }) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="text-slate-500">{line.label}</dt>
          <dd className="tabular-nums break-all" data-testid={line.testId}>
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
