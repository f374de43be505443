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
}) {
  const align = (column: DataColumn<Row>) => (column.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <div className={boxed ? "overflow-x-auto rounded-lg border border-slate-200 bg-white" : "overflow-x-auto"}>
      <table id={id} className="min-w-full text-sm" data-testid={testId}>
        <caption className={captionVisible ? "mb-1 text-left font-medium text-slate-800" : "sr-only"}>
          {caption}
        </caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-2 py-1 font-medium ${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100" {...rowData?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={`px-2 py-1 font-normal ${align(column)}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={`px-2 py-1 ${align(column)}`}>
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
