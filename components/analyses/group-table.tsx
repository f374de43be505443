// One breakdown of a file (by difficulty, solution source or error position) as a table: the
// group's records, MR-Score with its 95% interval and the parts of it.
import type { GroupScore } from "@/lib/mr-score";
import { formatPercent } from "@/lib/mr-score";

const optionalPercent = (value: number | null) => (value === null ? "–" : formatPercent(value));

export function GroupTable({
  caption,
  groups,
  labels,
  testId,
  mrScore = true,
}: {
  caption: string;
  groups: [string, GroupScore][];
  labels?: Record<string, string>;
  testId: string;
  /** False where the MR-Score is not comparable (groups of incorrect solutions only). */
  mrScore?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm tabular-nums" data-testid={testId}>
        <caption className="mb-1 text-left font-medium text-slate-800">{caption}</caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Group
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Records
            </th>
            {mrScore && (
              <>
                <th scope="col" className="py-1 pr-3 text-right">
                  MR-Score [95% interval]
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  MCC
                </th>
              </>
            )}
            <th scope="col" className="py-1 pr-3 text-right">
              ACC<sub>step</sub>
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              ACC<sub>reason</sub>
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Incorrect flagged
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map(([key, group]) => (
            <tr key={key} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {labels?.[key] ?? key}
              </th>
              <td className="py-1 pr-3 text-right">{group.records}</td>
              {mrScore && (
                <>
                  <td className="py-1 pr-3 text-right">
                    {formatPercent(group.mr_score)}
                    {group.interval ? (
                      <span className="ml-1 text-slate-500">
                        [{formatPercent(group.interval.low)}, {formatPercent(group.interval.high)}]
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1 pr-3 text-right">{formatPercent(group.mcc)}</td>
                </>
              )}
              <td className="py-1 pr-3 text-right">{formatPercent(group.acc_step)}</td>
              <td className="py-1 pr-3 text-right">{formatPercent(group.acc_reason)}</td>
              <td className="py-1 pr-3 text-right">{optionalPercent(group.flagRecall)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
