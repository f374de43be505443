// A small reference table of fields (a name, then what it holds), in a box that scrolls sideways
// on a phone and takes keyboard focus to do so.
import type { ReactNode } from "react";

export interface FieldTableRow {
  key: string;
  /** The row's header cell: the field's name. */
  name: ReactNode;
  cells: ReactNode[];
}

export function FieldTable({
  label,
  caption,
  testId,
  columns,
  rows,
  nameClassName = "font-medium",
  cellClassNames = [],
}: {
  /** The scroll box's name. */
  label: string;
  caption: string;
  testId: string;
  columns: string[];
  rows: FieldTableRow[];
  nameClassName?: string;
  cellClassNames?: string[];
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="min-w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 align-top">
              <th scope="row" className={`px-2 py-1 text-slate-900 ${nameClassName}`}>
                {row.name}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={`px-2 py-1 ${cellClassNames[index] ?? ""}`.trimEnd()}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
