// The portal's table: a caption (visible or for screen readers), column headers with their scope,
// a row header where a row names something, numbers right-aligned and in tabular figures, and a
// box that scrolls sideways on a narrow screen instead of the page. Pages describe columns; the
// markup and its classes live here once.
import type { ReactNode } from "react";

export interface DataColumn<Row> {
  /** Unique among the columns (React key). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers: right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** Classes added to this column's cells (e.g. `font-semibold`, `whitespace-nowrap`). */
  className?: string;
  /** Classes of one cell that depend on its row (e.g. a heatmap's colour). */
  cellClassName?: (row: Row) => string;
  /** Classes added to the column's header. */
  headerClassName?: string;
  /** Columns side by side with the same group share a header above theirs (e.g. "0-shot"). */
  group?: { key: string; header: ReactNode };
  /** The cell spans this many columns in `row` (the ones after it are not drawn), e.g. "not in the file". */
  span?: (row: Row) => number;
  /** A sortable column's state, announced on its header (whose content is then the sorting link). */
  ariaSort?: "ascending" | "descending" | "none";
  /** data-* attributes of every cell of the column, for scripts and tests to find it. */
  cellData?: Record<`data-${string}`, string>;
}

/** A cell of the top header row: a column outside any group (spanning both rows), or a group's header. */
type TopHeader<Row> =
  { column: DataColumn<Row> } | { column?: undefined; key: string; header: ReactNode; span: number };

/** The top header row: runs of columns with the same group, and single columns. */
function topHeaders<Row>(columns: readonly DataColumn<Row>[]): TopHeader<Row>[] {
  const headers: TopHeader<Row>[] = [];
  for (const column of columns) {
    const last = headers.at(-1);
    if (!column.group) headers.push({ column });
    else if (last && !last.column && last.key === column.group.key) last.span++;
    else headers.push({ key: column.group.key, header: column.group.header, span: 1 });
  }
  return headers;
}

export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  testId,
  id,
  footer,
  boxed = false,
  rowData,
  focusable = true,
  maxHeight = false,
  rowClassName,
  bare = false,
}: {
  caption: string;
  /** Shown above the table; otherwise read by screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId?: string;
  id?: string;
  /** Rows after the body, e.g. a total (<tr> elements). */
  footer?: ReactNode;
  /** A bordered white box around it (a table standing on its own on a page). */
  boxed?: boolean;
  /** data-* attributes of a row (e.g. `{ "data-slug": "gpt-4" }`), for scripts and tests to find it. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /**
   * The scrolling box takes the keyboard focus, so a table wider or longer than its box scrolls with
   * the arrow keys (any table may be on a phone). On by default.
   */
  focusable?: boolean;
  /** A long table: at most 32rem tall, scrolling under headers that stay in view. */
  maxHeight?: boolean;
  /** Classes of a row that stands out (e.g. a highlight). */
  rowClassName?: (row: Row) => string;
  /** The caller gives the scrolling box (a board's ScrollBox): no box or scrolling of its own. */
  bare?: boolean;
}) {
  const align = (column: DataColumn<Row>) => (column.numeric ? "text-right tabular-nums" : "text-left");
  const classes = (column: DataColumn<Row>, row: Row) =>
    [`px-2 py-1`, align(column), column.className, column.cellClassName?.(row)].filter(Boolean).join(" ");
  const grouped = columns.some((column) => column.group);
  const groups = grouped ? topHeaders(columns) : [];
  const columnHeader = (column: DataColumn<Row>, rowSpan?: number) => (
    <th
      key={column.key}
      scope="col"
      rowSpan={rowSpan}
      aria-sort={column.ariaSort}
      className={`px-2 py-1 font-medium ${align(column)} ${column.headerClassName ?? ""}`.trimEnd()}
    >
      {column.header}
    </th>
  );
  return (
    <div
      className={[
        // relative: screen-reader-only text in the cells is positioned inside the scrolling box, not past the page's edge.
        "relative",
        bare ? "" : maxHeight ? "max-h-[32rem] overflow-auto" : "overflow-x-auto",
        boxed && !bare ? "rounded-lg border border-slate-200 bg-white" : "",
      ].join(" ")}
      tabIndex={focusable && !bare ? 0 : undefined}
    >
      <table id={id} className="min-w-full text-sm" data-testid={testId}>
        <caption className={captionVisible ? "mb-1 text-left font-medium text-slate-800" : "sr-only"}>
          {caption}
        </caption>
        <thead className={`text-xs text-slate-600 ${maxHeight ? "sticky top-0 bg-white" : ""}`}>
          {grouped ? (
            <>
              <tr>
                {groups.map((top) =>
                  top.column ? (
                    columnHeader(top.column, 2)
                  ) : (
                    <th
                      key={`group-${top.key}`}
                      scope="colgroup"
                      colSpan={top.span}
                      className="border-b border-slate-200 px-2 pt-1 text-center font-medium"
                    >
                      {top.header}
                    </th>
                  ),
                )}
              </tr>
              <tr>{columns.filter((column) => column.group).map((column) => columnHeader(column))}</tr>
            </>
          ) : (
            <tr>{columns.map((column) => columnHeader(column))}</tr>
          )}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`border-t border-slate-100 ${rowClassName?.(row) ?? ""}`.trimEnd()}
              {...rowData?.(row)}
            >
              {cellsOf(columns, row).map(({ column, span }) =>
                column.rowHeader ? (
                  <th
                    key={column.key}
                    scope="row"
                    colSpan={span}
                    {...column.cellData}
                    className={
                      /\bfont-/.test(column.className ?? "")
                        ? classes(column, row)
                        : `${classes(column, row)} font-normal`
                    }
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} colSpan={span} className={classes(column, row)} {...column.cellData}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot className="border-t border-slate-200 font-medium">{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/** The columns drawn in `row`: a column spanning n columns hides the n - 1 after it. */
function cellsOf<Row>(columns: readonly DataColumn<Row>[], row: Row) {
  const cells: { column: DataColumn<Row>; span: number | undefined }[] = [];
  for (let i = 0; i < columns.length;) {
    const column = columns[i]!;
    const span = Math.max(1, column.span?.(row) ?? 1);
    cells.push({ column, span: span > 1 ? span : undefined });
    i += span;
  }
  return cells;
}
