// One of the home board's charts: its title, the chart, a note, and a table with the same numbers
// folded under it; one line in its place when there is nothing to draw.
import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyChart } from "@/components/charts/empty-chart";

export function ChartFigure<Row>({
  title,
  testId,
  emptyWhy,
  wide = false,
  note,
  table,
  children,
}: {
  title: string;
  testId: string;
  /** Why there is nothing to draw, or null when there is. */
  emptyWhy: string | null;
  wide?: boolean;
  note?: ReactNode;
  table: { caption: string; columns: DataColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string };
  children: ReactNode;
}) {
  const span = wide ? "lg:col-span-2" : "";
  if (emptyWhy !== null) return <EmptyChart title={title} why={emptyWhy} testId={testId} className="lg:col-span-2" />;
  return (
    <figure
      className={`min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 ${span}`.trimEnd()}
      data-testid={testId}
    >
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {children}
      {note}
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">Show as a table</summary>
        <DataTable
          caption={table.caption}
          testId={`${testId}-table`}
          columns={table.columns}
          rows={table.rows}
          rowKey={table.rowKey}
        />
      </details>
    </figure>
  );
}
