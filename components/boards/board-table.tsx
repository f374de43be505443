// The board's table, whatever the benchmark: columns its kind (or page) gives, rows ranked, and,
// where the page sorts in the browser, sortable headers (buttons, with aria-sort on the header cell).
// On a narrow screen it scrolls sideways inside its own box, which says so, while the model's
// column stays in view.
import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { ScrollBox } from "./scroll-box";

/** The column that stays put while the table scrolls sideways: opaque, over the columns passing under it. */
const STICKY = "sticky left-0 z-[1] bg-white shadow-[inset_-1px_0_0_var(--color-slate-200)]";

export interface BoardColumn<Row> extends DataColumn<Row> {
  /** A sortable column: its sort key and the header's name for the sort button. */
  sort?: { key: string; label: string };
}

export interface BoardSorting {
  active: string;
  dir: "asc" | "desc";
  onSort: (key: string) => void;
}

const ASCENDING = "after:content-['▲']";
const DESCENDING = "after:content-['▼']";

function sortHeader(header: ReactNode, sort: { key: string; label: string }, sorting: BoardSorting): ReactNode {
  const active = sorting.active === sort.key;
  return (
    <button
      type="button"
      onClick={() => sorting.onSort(sort.key)}
      aria-label={`Sort by ${sort.label}`}
      className="hover:text-brand-700 inline-flex items-center gap-1 whitespace-nowrap"
    >
      {header}
      {/* Drawn by CSS, so the header's text is its name alone. */}
      <span
        aria-hidden
        className={`${active ? "text-brand-700" : "text-slate-300"} ${active && sorting.dir === "asc" ? ASCENDING : DESCENDING}`}
      />
    </button>
  );
}

export function BoardTable<Row>({
  caption,
  testId,
  columns,
  rows,
  rowKey,
  rowData,
  rowClassName,
  sorting,
  stickyKey = "model",
}: {
  caption: string;
  testId: string;
  columns: readonly BoardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  rowClassName?: (row: Row) => string;
  sorting?: BoardSorting;
  /** The key of the column that stays in view while the table scrolls (the model's). */
  stickyKey?: string;
}) {
  const tableColumns = columns.map(({ sort, ...given }): DataColumn<Row> => {
    const column =
      given.key === stickyKey
        ? {
            ...given,
            className: [given.className, STICKY].filter(Boolean).join(" "),
            headerClassName: [given.headerClassName, STICKY].filter(Boolean).join(" "),
          }
        : given;
    if (!sort || !sorting) return column;
    const active = sorting.active === sort.key;
    return {
      ...column,
      header: sortHeader(column.header, sort, sorting),
      ariaSort: active ? (sorting.dir === "asc" ? "ascending" : "descending") : "none",
    };
  });
  return (
    <ScrollBox label={caption} testId={`${testId}-scroll`}>
      <DataTable
        caption={caption}
        testId={testId}
        bare
        columns={tableColumns}
        rows={rows}
        rowKey={rowKey}
        rowData={rowData}
        rowClassName={rowClassName}
      />
    </ScrollBox>
  );
}
