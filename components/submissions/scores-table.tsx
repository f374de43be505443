// A scored file's MR-Score per subject, with the judge-free figures (MCC, ACC_step) apart from
// the judge-dependent ACC_reason, and the submitter's claims beside the recomputed numbers.
import { formatMeanPercent, formatPercent } from "@/lib/mr-score";
import { compareSubjects, subjectLabel } from "@/lib/mrben";

export interface SubjectScoreRow {
  subject: string;
  mcc: number;
  accStep: number;
  accReason: number;
  mrScore: number;
  matchedItems: number;
  benchmarkItems: number;
  recordsInFile: number;
  matchedRecords: number;
  rankable: boolean;
}

export interface ClaimedScore {
  mean?: number;
  subjects?: Partial<Record<string, number>>;
}

/** The claim against the recomputed score as the official script prints it (one decimal). */
function Difference({ claimed, shown }: { claimed: number | undefined; shown: string }) {
  if (claimed === undefined) return <span className="text-slate-400">–</span>;
  const difference = claimed - Number(shown);
  const agrees = Math.abs(difference) < 0.05;
  return (
    <span className={agrees ? "text-emerald-700" : "font-semibold text-red-700"}>
      {claimed.toFixed(1)} ({difference >= 0 ? "+" : ""}
      {difference.toFixed(1)})
    </span>
  );
}

export function ScoresTable({ subjects, claimed }: { subjects: SubjectScoreRow[]; claimed: ClaimedScore | null }) {
  const cell = "px-3 py-2 text-right tabular-nums";
  const mean = formatMeanPercent({ scores: subjects.map((row) => row.mrScore) });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Recomputed scores per subject, in percent</caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
              Subject
            </th>
            <th scope="colgroup" colSpan={2} className="border-b border-slate-200 px-3 pt-2 text-center font-medium">
              Judge-free
            </th>
            <th scope="col" className="border-b border-slate-200 px-3 pt-2 text-center font-medium">
              Judge
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-right align-bottom">
              MR-Score
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-right align-bottom">
              Claimed (difference)
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-right align-bottom">
              Items matched
            </th>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
              Ranking
            </th>
          </tr>
          <tr>
            <th scope="col" className="px-3 pb-2 text-right">
              MCC
            </th>
            <th scope="col" className="px-3 pb-2 text-right">
              ACC<sub>step</sub>
            </th>
            <th scope="col" className="px-3 pb-2 text-right">
              ACC<sub>reason</sub>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...subjects]
            .sort((a, b) => compareSubjects(a.subject, b.subject))
            .map((row) => (
              <tr key={row.subject} data-subject={row.subject}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {subjectLabel(row.subject)}
                </th>
                <td className={cell}>{formatPercent(row.mcc)}</td>
                <td className={cell}>{formatPercent(row.accStep)}</td>
                <td className={cell}>{formatPercent(row.accReason)}</td>
                <td className={`${cell} font-semibold`}>{formatPercent(row.mrScore)}</td>
                <td className={cell}>
                  <Difference claimed={claimed?.subjects?.[row.subject]} shown={formatPercent(row.mrScore)} />
                </td>
                <td className={cell}>
                  {row.matchedItems} / {row.benchmarkItems}
                </td>
                <td className="px-3 py-2">
                  {row.rankable ? (
                    <span className="text-emerald-700">rankable</span>
                  ) : (
                    <span className="text-amber-800" title="Not every benchmark item of this subject is in the file">
                      not rankable: incomplete coverage
                    </span>
                  )}
                </td>
              </tr>
            ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-medium">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Average
            </th>
            <td colSpan={3} />
            <td className={`${cell} font-semibold`} data-testid="mean-mr-score">
              {mean}
            </td>
            <td className={cell}>
              <Difference claimed={claimed?.mean} shown={mean} />
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
