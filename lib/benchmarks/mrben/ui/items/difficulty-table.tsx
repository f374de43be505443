// The item-difficulty table: column headers are links that sort by the column (a second click
// reverses), announced with aria-sort.
import type { ReactNode } from "react";
import Link from "next/link";
import type { Route } from "next";
import { ItemSummary } from "@/lib/benchmarks/mrben/ui/item-summary";
import { formatShare } from "@/lib/benchmarks/mrben/board/format";
import type { DifficultySort, SortDirection } from "@/lib/benchmarks/mrben/board/item-difficulty-sort";
import type { ItemDifficultyPage } from "@/lib/benchmarks/mrben/board/item-difficulty";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

type Row = ItemDifficultyPage["rows"][number];

const SORTS: Array<{ sort: DifficultySort; label: string; cell: (row: Row) => ReactNode; numeric?: boolean }> = [
  {
    sort: "subject",
    label: "Item",
    cell: (row) => <ItemSummary item={row} />,
  },
  { sort: "answered", label: "Models", numeric: true, cell: (row) => row.answered },
  { sort: "verdict", label: "Verdict earned", numeric: true, cell: (row) => formatShare(row.verdictShare) },
  { sort: "step", label: "Step earned", numeric: true, cell: (row) => formatShare(row.stepShare) },
  { sort: "reason", label: "Reason earned", numeric: true, cell: (row) => formatShare(row.reasonShare) },
];

export function DifficultyTable({
  data,
  href,
}: {
  data: ItemDifficultyPage;
  href: (change: { sort: DifficultySort; dir: SortDirection }) => string;
}) {
  const columns: DataColumn<Row>[] = SORTS.map(({ sort, label, cell, numeric }) => {
    const active = data.sort === sort;
    const nextDir: SortDirection = active && data.dir === "asc" ? "desc" : "asc";
    return {
      key: sort,
      header: (
        <Link href={href({ sort, dir: nextDir }) as Route} className="underline">
          {label}
          {active && <span aria-hidden="true">{data.dir === "asc" ? " ▲" : " ▼"}</span>}
        </Link>
      ),
      ariaSort: active ? (data.dir === "asc" ? "ascending" : "descending") : "none",
      numeric,
      className: sort === "subject" ? "min-w-[14rem] max-w-md align-top" : "align-top",
      cellData: sort === "verdict" || sort === "step" || sort === "reason" ? { "data-column": sort } : undefined,
      cell,
    };
  });
  return (
    <DataTable
      caption={`Share of the ${data.entryCount} approved models that earned each task on each item, ${data.shots}-shot`}
      testId="difficulty-table"
      boxed
      focusable
      columns={columns}
      rows={data.rows}
      rowKey={(row) => row.itemId}
      rowData={(row) => ({ "data-item": row.itemId })}
    />
  );
}
