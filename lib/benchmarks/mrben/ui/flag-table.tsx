// The correctness flag as a detector of incorrect solutions: the confusion matrix (truth by what
// the model said) and precision, recall and F1 beside the official MCC.
import { DataTable } from "@/components/ui/data-table";
import { formatPercent, type FlagDetection } from "@/lib/benchmarks/mrben/mr-score";

const optional = (value: number | null) => (value === null ? "–" : formatPercent(value));

export function FlagTable({ flag }: { flag: FlagDetection }) {
  return (
    <div className="space-y-3 text-sm tabular-nums">
      <DataTable
        caption="Truth (rows) by the model's answer"
        captionVisible
        testId="analyses-confusion"
        rows={["correct", "incorrect"] as const}
        rowKey={(truth) => truth}
        columns={[
          { key: "truth", header: "Truth", rowHeader: true, cell: (truth) => truth },
          { key: "correct", header: "Said correct", numeric: true, cell: (truth) => flag.confusion[truth].correct },
          {
            key: "incorrect",
            header: "Said incorrect",
            numeric: true,
            cell: (truth) => flag.confusion[truth].incorrect,
          },
          { key: "other", header: "Neither", numeric: true, cell: (truth) => flag.confusion[truth].other },
        ]}
      />
      <dl className="grid grid-cols-4 gap-2" data-testid="analyses-flag">
        {(
          [
            ["Precision", optional(flag.precision)],
            ["Recall", optional(flag.recall)],
            ["F1", optional(flag.f1)],
            ["MCC", formatPercent(flag.mcc)],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="rounded bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{name}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
