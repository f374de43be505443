// A scored file's MR-Score per subject, with the judge-free figures (MCC, ACC_step) apart from
// the judge-dependent ACC_reason, and the submitter's claims beside the recomputed numbers.
import { claimDifference, formatClaimDifference } from "@/lib/benchmarks/mrben/claim-difference";
import { formatMeanPercent, formatPercent } from "@/lib/benchmarks/mrben/mr-score";
import { compareSubjects, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

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
  if (claimed === undefined) return <span className="text-slate-500">–</span>;
  const difference = claimDifference(claimed, Number(shown));
  const agrees = Math.abs(difference) < 0.05;
  return (
    <span className={agrees ? "text-emerald-700" : "font-semibold text-red-700"}>
      {claimed.toFixed(1)} ({formatClaimDifference(difference)})
    </span>
  );
}

const JUDGE_FREE = { key: "judge-free", header: "Judge-free" };
const JUDGE = { key: "judge", header: "Judge" };

export function ScoresTable({ subjects, claimed }: { subjects: SubjectScoreRow[]; claimed: ClaimedScore | null }) {
  const mean = formatMeanPercent({ scores: subjects.map((row) => row.mrScore) });
  const columns: DataColumn<SubjectScoreRow>[] = [
    {
      key: "subject",
      header: "Subject",
      rowHeader: true,
      className: "font-medium",
      cell: (row) => subjectLabel(row.subject),
    },
    { key: "mcc", header: "MCC", numeric: true, group: JUDGE_FREE, cell: (row) => formatPercent(row.mcc) },
    {
      key: "step",
      header: (
        <>
          ACC<sub>step</sub>
        </>
      ),
      numeric: true,
      group: JUDGE_FREE,
      cell: (row) => formatPercent(row.accStep),
    },
    {
      key: "reason",
      header: (
        <>
          ACC<sub>reason</sub>
        </>
      ),
      numeric: true,
      group: JUDGE,
      cell: (row) => formatPercent(row.accReason),
    },
    {
      key: "mr",
      header: "MR-Score",
      numeric: true,
      className: "font-semibold",
      cell: (row) => formatPercent(row.mrScore),
    },
    {
      key: "claimed",
      header: "Claimed (difference)",
      numeric: true,
      cell: (row) => <Difference claimed={claimed?.subjects?.[row.subject]} shown={formatPercent(row.mrScore)} />,
    },
    {
      key: "items",
      header: "Items matched",
      numeric: true,
      cell: (row) => `${row.matchedItems} / ${row.benchmarkItems}`,
    },
    {
      key: "ranking",
      header: "Ranking",
      cell: (row) =>
        row.rankable ? (
          <span className="text-emerald-700">rankable</span>
        ) : (
          <span className="text-amber-800" title="Not every benchmark item of this subject is in the file">
            not rankable: incomplete coverage
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption="Recomputed scores per subject, in percent"
      boxed
      columns={columns}
      rows={[...subjects].sort((a, b) => compareSubjects(a.subject, b.subject))}
      rowKey={(row) => row.subject}
      rowData={(row) => ({ "data-subject": row.subject })}
      footer={
        <tr>
          <th scope="row" className="px-2 py-1 text-left">
            Average
          </th>
          <td colSpan={3} />
          <td className="px-2 py-1 text-right font-semibold tabular-nums" data-testid="mean-mr-score">
            {mean}
          </td>
          <td className="px-2 py-1 text-right tabular-nums">
            <Difference claimed={claimed?.mean} shown={mean} />
          </td>
          <td colSpan={2} />
        </tr>
      }
    />
  );
}
