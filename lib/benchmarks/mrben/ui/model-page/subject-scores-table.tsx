// 0-shot against 1-shot per subject: the numbers behind both charts of the page.
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { formatInterval, formatRank } from "@/lib/benchmarks/mrben/board/format";
import type { ModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/mrben/board/types";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

export const SUBJECT_TABLE_ID = "subject-scores";

type SubjectRow = ModelPage["subjects"][number];

export function SubjectScoresTable({ page }: { page: ModelPage }) {
  const settings = SHOT_SETTINGS.filter((shots) => page.entry.runs[`${shots}`]);
  const run = (shots: Shots) => page.entry.runs[`${shots}`]!;
  const columns: DataColumn<SubjectRow>[] = [
    { key: "subject", header: "Subject", rowHeader: true, className: "font-medium", cell: (subject) => subject.label },
    ...settings.flatMap((shots) => shotColumns(page, shots)),
  ];
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Scores per subject in percent: MR-Score with its 95% interval, and its three parts. The table holds the numbers
        of the charts below.
      </p>
      <DataTable
        id={SUBJECT_TABLE_ID}
        caption="Scores per subject in percent, 0-shot and 1-shot: MR-Score with its 95% interval, MCC, ACC_step, ACC_reason and rank"
        boxed
        focusable
        columns={columns}
        rows={page.subjects}
        rowKey={(subject) => subject.key}
        rowData={(subject) => ({ "data-subject": subject.key })}
        footer={
          <tr>
            <th scope="row" className="px-2 py-1 text-left">
              Mean
            </th>
            {settings.map((shots) => [
              <td
                key={`${shots}-mean`}
                className="px-2 py-1 text-right font-semibold whitespace-nowrap tabular-nums"
                data-testid={`mean-${shots}`}
              >
                {formatInterval(run(shots).mean)}
              </td>,
              <td key={`${shots}-rest`} colSpan={4} />,
            ])}
          </tr>
        }
      />
    </div>
  );
}

/** A shot setting's five columns; a subject missing from its file spans them with a note. */
function shotColumns(page: ModelPage, shots: Shots): DataColumn<SubjectRow>[] {
  const group = { key: `${shots}`, header: `${shots}-shot` };
  const result = (subject: SubjectRow) => page.entry.runs[`${shots}`]!.subjects[subject.key];
  const percent = (value: number | null) => (value === null ? "n/a" : formatPercent(value));
  const nowrap = "whitespace-nowrap";
  return [
    {
      key: `${shots}-mr`,
      header: "MR-Score",
      group,
      numeric: true,
      className: `${nowrap} font-semibold`,
      span: (subject) => (result(subject) ? 1 : 5),
      cell: (subject) => {
        const scores = result(subject);
        return scores ? (
          formatInterval(scores.score)
        ) : (
          <span className="block text-center font-normal text-slate-500">not in the file</span>
        );
      },
    },
    {
      key: `${shots}-mcc`,
      header: "MCC",
      group,
      numeric: true,
      className: nowrap,
      cell: (s) => percent(result(s)!.mcc),
    },
    {
      key: `${shots}-step`,
      header: (
        <>
          ACC<sub>step</sub>
        </>
      ),
      group,
      numeric: true,
      className: nowrap,
      cell: (s) => percent(result(s)!.accStep),
    },
    {
      key: `${shots}-reason`,
      header: (
        <>
          ACC<sub>reason</sub>
        </>
      ),
      group,
      numeric: true,
      className: nowrap,
      cell: (s) => percent(result(s)!.accReason),
    },
    {
      key: `${shots}-rank`,
      header: "Rank",
      group,
      className: nowrap,
      cell: (subject) => {
        const standing = page.bySubject[`${shots}`]?.[subject.key];
        return standing?.rank != null ? (
          formatRank(standing.rank, standing.rankBand)
        ) : (
          <span className="text-amber-800" title={standing?.unrankedReason ?? undefined}>
            unranked{result(subject)!.rankable ? "" : ": incomplete coverage"}
          </span>
        );
      },
    },
  ];
}
