// The item-difficulty table: column headers are links that sort by the column (a second click
// reverses), announced with aria-sort.
import Link from "next/link";
import type { Route } from "next";
import { subjectLabel } from "@/lib/mrben";
import { formatShare } from "@/lib/leaderboard/format";
import type { DifficultySort, SortDirection } from "@/lib/leaderboard/item-difficulty-sort";
import type { ItemDifficultyPage } from "@/lib/leaderboard/item-difficulty";

const COLUMNS: Array<{ sort: DifficultySort; label: string; numeric: boolean }> = [
  { sort: "subject", label: "Item", numeric: false },
  { sort: "answered", label: "Models", numeric: true },
  { sort: "verdict", label: "Verdict earned", numeric: true },
  { sort: "step", label: "Step earned", numeric: true },
  { sort: "reason", label: "Reason earned", numeric: true },
];

export function DifficultyTable({
  data,
  href,
}: {
  data: ItemDifficultyPage;
  href: (change: { sort: DifficultySort; dir: SortDirection }) => string;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
      <table className="min-w-full text-sm" data-testid="difficulty-table">
        <caption className="sr-only">
          Share of the {data.entryCount} approved models that earned each task on each item, {data.shots}-shot
        </caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            {COLUMNS.map((column) => {
              const active = data.sort === column.sort;
              const nextDir: SortDirection = active && data.dir === "asc" ? "desc" : "asc";
              return (
                <th
                  key={column.sort}
                  scope="col"
                  aria-sort={active ? (data.dir === "asc" ? "ascending" : "descending") : "none"}
                  className={`px-3 py-2 ${column.numeric ? "text-right" : "text-left"}`}
                >
                  <Link href={href({ sort: column.sort, dir: nextDir }) as Route} className="underline">
                    {column.label}
                    {active && <span aria-hidden="true">{data.dir === "asc" ? " ▲" : " ▼"}</span>}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {data.rows.map((row) => (
            <tr key={row.itemId} data-item={row.itemId}>
              <td className="min-w-[14rem] max-w-md px-3 py-2">
                <Link href={`/items/${row.itemId}` as Route} className="font-medium text-brand-700 underline">
                  {subjectLabel(row.subject)} #{row.position + 1}
                </Link>
                <span className="ml-2 text-xs text-slate-500">solution is {row.correctness}</span>
                <span className="line-clamp-2 text-xs text-slate-700">{row.excerpt}</span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{row.answered}</td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="verdict">
                {formatShare(row.verdictShare)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="step">
                {formatShare(row.stepShare)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-column="reason">
                {formatShare(row.reasonShare)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
