// One breakdown of a file (by difficulty, solution source or error position) as a table: the
// group's records, MR-Score with its 95% interval and the parts of it.
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { GroupScore } from "@/lib/benchmarks/mrben/mr-score";
import { formatPercent } from "@/lib/benchmarks/mrben/mr-score";

type Row = [key: string, group: GroupScore];

const optionalPercent = (value: number | null) => (value === null ? "–" : formatPercent(value));

export function GroupTable({
  caption,
  groups,
  labels,
  testId,
  mrScore = true,
}: {
  caption: string;
  groups: Row[];
  labels?: Record<string, string>;
  testId: string;
  /** False where the MR-Score is not comparable (groups of incorrect solutions only). */
  mrScore?: boolean;
}) {
  const columns: DataColumn<Row>[] = [
    { key: "group", header: "Group", rowHeader: true, cell: ([key]) => labels?.[key] ?? key },
    { key: "records", header: "Records", numeric: true, cell: ([, group]) => group.records },
    ...(mrScore
      ? ([
          {
            key: "mr",
            header: "MR-Score [95% interval]",
            numeric: true,
            cell: ([, group]) => (
              <>
                {formatPercent(group.mr_score)}
                {group.interval ? (
                  <span className="ml-1 text-slate-500">
                    [{formatPercent(group.interval.low)}, {formatPercent(group.interval.high)}]
                  </span>
                ) : null}
              </>
            ),
          },
          { key: "mcc", header: "MCC", numeric: true, cell: ([, group]) => formatPercent(group.mcc) },
        ] satisfies DataColumn<Row>[])
      : []),
    {
      key: "step",
      header: (
        <>
          ACC<sub>step</sub>
        </>
      ),
      numeric: true,
      cell: ([, group]) => formatPercent(group.acc_step),
    },
    {
      key: "reason",
      header: (
        <>
          ACC<sub>reason</sub>
        </>
      ),
      numeric: true,
      cell: ([, group]) => formatPercent(group.acc_reason),
    },
    {
      key: "flagged",
      header: "Incorrect flagged",
      numeric: true,
      cell: ([, group]) => optionalPercent(group.flagRecall),
    },
  ];
  return (
    <DataTable
      caption={caption}
      captionVisible
      columns={columns}
      rows={groups}
      rowKey={([key]) => key}
      testId={testId}
    />
  );
}
