// 0-shot against 1-shot per subject: the numbers behind both charts of the page.
import { formatPercent } from "@/lib/mr-score";
import { formatInterval, formatRank } from "@/lib/leaderboard/format";
import type { ModelPage } from "@/lib/leaderboard/model-page";
import { SHOT_SETTINGS, type Shots } from "@/lib/leaderboard/types";

export const SUBJECT_TABLE_ID = "subject-scores";

export function SubjectScoresTable({ page }: { page: ModelPage }) {
  const settings = SHOT_SETTINGS.filter((shots) => page.entry.runs[`${shots}`]);
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const run = (shots: Shots) => page.entry.runs[`${shots}`]!;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Scores per subject in percent: MR-Score with its 95% interval, and its three parts. The table holds the numbers
        of the charts below.
      </p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
        <table id={SUBJECT_TABLE_ID} className="min-w-full text-sm">
          <caption className="sr-only">
            Scores per subject in percent, 0-shot and 1-shot: MR-Score with its 95% interval, MCC, ACC_step, ACC_reason
            and rank
          </caption>
          <thead className="bg-slate-100 text-xs text-slate-600">
            <tr>
              <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom">
                Subject
              </th>
              {settings.map((shots) => (
                <th
                  key={shots}
                  scope="colgroup"
                  colSpan={5}
                  className="border-b border-slate-200 px-3 pt-2 text-center"
                >
                  {shots}-shot
                </th>
              ))}
            </tr>
            <tr>
              {settings.map((shots) => (
                <SubHeaders key={shots} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.subjects.map((subject) => (
              <tr key={subject.key} data-subject={subject.key}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {subject.label}
                </th>
                {settings.map((shots) => {
                  const result = run(shots).subjects[subject.key];
                  const standing = page.bySubject[`${shots}`]?.[subject.key];
                  if (!result)
                    return (
                      <td key={shots} colSpan={5} className="px-3 py-2 text-center text-slate-400">
                        not in the file
                      </td>
                    );
                  return [
                    <td key={`${shots}-mr`} className={`${cell} font-semibold`}>
                      {formatInterval(result.mrScore)}
                    </td>,
                    <td key={`${shots}-mcc`} className={cell}>
                      {result.mcc === null ? "n/a" : formatPercent(result.mcc)}
                    </td>,
                    <td key={`${shots}-step`} className={cell}>
                      {result.accStep === null ? "n/a" : formatPercent(result.accStep)}
                    </td>,
                    <td key={`${shots}-reason`} className={cell}>
                      {result.accReason === null ? "n/a" : formatPercent(result.accReason)}
                    </td>,
                    <td key={`${shots}-rank`} className="whitespace-nowrap px-3 py-2 text-left">
                      {standing?.rank != null ? (
                        formatRank(standing.rank, standing.rankBand)
                      ) : (
                        <span className="text-amber-800" title={standing?.unrankedReason ?? undefined}>
                          unranked{result.rankable ? "" : ": incomplete coverage"}
                        </span>
                      )}
                    </td>,
                  ];
                })}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 font-medium">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Mean
              </th>
              {settings.map((shots) => [
                <td key={`${shots}-mean`} className={`${cell} font-semibold`} data-testid={`mean-${shots}`}>
                  {formatInterval(run(shots).mean)}
                </td>,
                <td key={`${shots}-rest`} colSpan={4} />,
              ])}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function SubHeaders() {
  const th = "px-3 pb-2 text-right";
  return (
    <>
      <th scope="col" className={th}>
        MR-Score
      </th>
      <th scope="col" className={th}>
        MCC
      </th>
      <th scope="col" className={th}>
        ACC<sub>step</sub>
      </th>
      <th scope="col" className={th}>
        ACC<sub>reason</sub>
      </th>
      <th scope="col" className="px-3 pb-2 text-left">
        Rank
      </th>
    </>
  );
}
