// The board's table, whatever the benchmark: columns its kind (or page) gives, rows ranked, and,
// where the page sorts in the browser, sortable headers (buttons, with aria-sort on the header cell).
// Scrolls inside its own box on a narrow screen.
import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

export interface BoardColumn<Row> extends DataColumn<Row> {
  /** A sortable column: its sort key and the header's name for the sort button. */
  sort?: { key: string; label: string };
}

export interface BoardSorting {
  active: string;
  dir: "asc" | "desc";
  onSort: (key: string) => void;
}

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
      <span aria-hidden className={active ? "text-brand-700" : "text-slate-300"}>
        {active && sorting.dir === "asc" ? "▲" : "▼"}
      </span>
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
}: {
  caption: string;
  testId: string;
  columns: readonly BoardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  rowClassName?: (row: Row) => string;
  sorting?: BoardSorting;
}) {
  const tableColumns = columns.map(({ sort, ...column }): DataColumn<Row> => {
    if (!sort || !sorting) return column;
    const active = sorting.active === sort.key;
    return {
      ...column,
      header: sortHeader(column.header, sort, sorting),
      ariaSort: active ? (sorting.dir === "asc" ? "ascending" : "descending") : "none",
    };
  });
  return (
    <DataTable
      caption={caption}
      testId={testId}
      boxed
      columns={tableColumns}
      rows={rows}
      rowKey={rowKey}
      rowData={rowData}
      rowClassName={rowClassName}
    />
  );
}
