// A model page's rows on the shared boards: rank, the model (opening the entry's public page in the
// shot setting shown, and saying when it was scored against an older version), its organization, the
// kind's score and its 95% interval, and its API price; the kind's figures follow (KindView.boardFigures).
import type { BoardContext, BoardFigureView, BoardRow } from "@/lib/benchmarks/kind-server";
import { EntryLink } from "@/components/boards/entry-link";
import { FlagMark } from "@/components/boards/flag-mark";
import type { DataColumn } from "@/components/ui/data-table";
import { formatPrice } from "@/lib/benchmarks/price";
import { formatPercent } from "@/lib/platform/percent";

/** The test id of a score's cells: the score's name in lower case ("f1", "accuracy"). */
const scoreTestId = (scoreLabel: string) => scoreLabel.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function entryColumns({ slug, shots, versionNumber }: BoardContext, scoreLabel: string): DataColumn<BoardRow>[] {
  return [
    { key: "rank", header: "#", className: "tabular-nums text-slate-500", cell: (row) => row.rank },
    {
      key: "model",
      header: "Model",
      rowHeader: true,
      // Stays in view while the table scrolls on a phone: it wraps there, and shows the score whose column is off-screen.
      className: "font-medium min-w-[8rem] max-w-[11rem] sm:max-w-none",
      cell: (row) => (
        <>
          <EntryLink slug={slug} shots={shots} entry={row} />
          <FlagMark flags={row.flags} />
          {row.benchmarkVersion !== versionNumber && (
            <span className="ml-2 text-xs font-normal text-amber-800">
              scored against version {row.benchmarkVersion}
            </span>
          )}
          <span
            className="block text-xs font-normal text-slate-700 sm:hidden"
            data-testid={`${scoreTestId(scoreLabel)}-narrow`}
          >
            {scoreLabel} {formatPercent(row.score)}
            {row.interval ? ` (${formatPercent(row.interval.low)}–${formatPercent(row.interval.high)})` : ""}
          </span>
        </>
      ),
    },
    { key: "org", header: "Organization", className: "text-slate-700", cell: (row) => row.model.organization },
    {
      key: "score",
      header: scoreLabel,
      numeric: true,
      className: "font-semibold",
      cellData: { "data-testid": scoreTestId(scoreLabel) },
      cell: (row) => formatPercent(row.score),
    },
    {
      key: "ci",
      header: "95% interval",
      numeric: true,
      className: "text-slate-500",
      cell: (row) => (row.interval ? `${formatPercent(row.interval.low)}–${formatPercent(row.interval.high)}` : "—"),
    },
    {
      key: "price",
      header: "Price",
      numeric: true,
      className: "whitespace-nowrap text-slate-600",
      cellData: { "data-testid": "price" },
      cell: (row) => formatPrice(row.model.price),
    },
  ];
}

/** A kind's figures as columns of these rows (a model's page), after the ones every entry has. */
export function figureColumns(figures: BoardFigureView | undefined): DataColumn<BoardRow>[] {
  return (figures?.columns ?? []).map((column) => ({
    key: column.key,
    header: column.title,
    numeric: true,
    cell: (row) => figures?.show(row.figures)[column.key]?.t ?? "–",
  }));
}
