// The shared table's markup: what screen readers and the pages' tests rely on.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

type Row = { name: string; a: number | null; b: number };

const ROWS: Row[] = [
  { name: "alpha", a: 1, b: 2 },
  { name: "beta", a: null, b: 4 },
];

function render(columns: DataColumn<Row>[], extra: Record<string, unknown> = {}): string {
  return renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: "Scores",
      columns,
      rows: ROWS,
      rowKey: (row: Row) => row.name,
      ...extra,
    }),
  );
}

describe("DataTable", () => {
  it("scopes headers, names each row in a row header and right-aligns numbers", () => {
    const html = render(
      [
        { key: "name", header: "Name", rowHeader: true, cell: (row) => row.name },
        { key: "b", header: "B", numeric: true, cell: (row) => row.b },
      ],
      { testId: "t", rowData: (row: Row) => ({ "data-name": row.name }) },
    );
    expect(html).toContain('<caption class="sr-only">Scores</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(/<tr class="border-t border-slate-100" data-name="alpha"><th scope="row"[^>]*>alpha<\/th>/);
    expect(html).toMatch(/<td class="px-2 py-1 text-right tabular-nums">4<\/td>/);
    expect(html).toContain('data-testid="t"');
  });

  it("puts grouped columns under one colgroup header, the others spanning both header rows", () => {
    const group = { key: "g", header: "Group" };
    const html = render([
      { key: "name", header: "Name", cell: (row) => row.name },
      { key: "a", header: "A", group, cell: (row) => row.a },
      { key: "b", header: "B", group, cell: (row) => row.b },
    ]);
    const [top, second] = html.split("</tr>");
    expect(top).toMatch(
      /<th scope="col" rowSpan="2"[^>]*>Name<\/th><th scope="colgroup" colSpan="2"[^>]*>Group<\/th>$/,
    );
    expect(second).toMatch(/^<tr><th scope="col"[^>]*>A<\/th><th scope="col"[^>]*>B<\/th>$/);
  });

  it("lets a cell span the columns after it, which are then not drawn", () => {
    const html = render([
      { key: "name", header: "Name", cell: (row) => row.name },
      { key: "a", header: "A", span: (row) => (row.a === null ? 2 : 1), cell: (row) => row.a ?? "none" },
      { key: "b", header: "B", cell: (row) => row.b },
    ]);
    const beta = html.slice(html.indexOf(">beta<"));
    expect(beta).toMatch(/^>beta<\/td><td colSpan="2"[^>]*>none<\/td><\/tr>/);
    const alphaRow = html
      .slice(html.indexOf("<tbody>"))
      .split("</tr>")
      .find((row) => row.includes(">alpha<"))!;
    expect(alphaRow.match(/<td/g)).toHaveLength(3);
  });

  it("announces a sortable column's order and marks its cells", () => {
    const html = render([
      {
        key: "b",
        header: "B",
        ariaSort: "descending",
        cellData: { "data-column": "b" },
        cellClassName: (row) => (row.b > 3 ? "hot" : "cold"),
        cell: (row) => row.b,
      },
    ]);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"/);
    expect(html).toMatch(/<td class="[^"]*cold" data-column="b">2<\/td>/);
    expect(html).toMatch(/<td class="[^"]*hot" data-column="b">4<\/td>/);
  });
});
