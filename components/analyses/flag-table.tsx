// The correctness flag as a detector of incorrect solutions: the confusion matrix (truth by what
// the model said) and precision, recall and F1 beside the official MCC.
import { formatPercent, type FlagDetection } from "@/lib/mr-score";

const optional = (value: number | null) => (value === null ? "–" : formatPercent(value));

export function FlagTable({ flag }: { flag: FlagDetection }) {
  return (
    <div className="space-y-3 text-sm tabular-nums">
      <table className="min-w-full text-left" data-testid="analyses-confusion">
        <caption className="mb-1 text-left font-medium text-slate-800">Truth (rows) by the model&apos;s answer</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Truth
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Said correct
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Said incorrect
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Neither
            </th>
          </tr>
        </thead>
        <tbody>
          {(["correct", "incorrect"] as const).map((truth) => (
            <tr key={truth} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {truth}
              </th>
              <td className="py-1 pr-3 text-right">{flag.confusion[truth].correct}</td>
              <td className="py-1 pr-3 text-right">{flag.confusion[truth].incorrect}</td>
              <td className="py-1 pr-3 text-right">{flag.confusion[truth].other}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
