"use client";

// A board's rankings (overall, a subject's, or a level's) with its controls, for every kind. Both
// shot settings arrive with the page, so the toggle, sorting and filters work without a request; the
// URL keeps the view. What the kind shows under the table in each setting (extraction: its heatmap)
// comes rendered with the page.
import { useMemo, type ReactNode } from "react";
import { applyBoardView, rowsForLevel, toggleSort, viewTier, sortDir, type BoardShape } from "@/lib/boards/board-view";
import { formatDay } from "@/lib/boards/board-format";
import { viewExports } from "@/lib/boards/export-links";
import type { ShownBoard, ShownRow } from "@/lib/boards/shown-board";
import { BoardTable, type BoardColumn } from "./board-table";
import { BoardCharts } from "./board-charts";
import { BoardControls, ShotsToggle } from "./board-controls";
import { DownloadLinks } from "./download-links";
import { rankingColumns, type RankingColumn, type RankingPart } from "./ranking-columns";
import { useBoardView } from "./use-board-view";

function toBoardColumn(column: RankingColumn): BoardColumn<ShownRow> {
  return {
    key: column.sort,
    header: column.title,
    sort: { key: column.sort, label: column.label },
    numeric: column.numeric,
    rowHeader: column.sort === "model",
    className: column.className ?? "whitespace-nowrap",
    cell: column.cell,
  };
}

export function Rankings({
  board,
  serverSearch = "",
  asOf,
  showCharts = false,
  empty,
  extras,
}: {
  board: ShownBoard;
  /** The query the server rendered the page for ("" for a cached page: the default view). */
  serverSearch?: string;
  /** The past day the board is shown as of (YYYY-MM-DD), if any. */
  asOf?: string;
  /** The board's charts under it, drawn from the rows of the chosen shot setting. */
  showCharts?: boolean;
  /** What the board says when a shot setting has no entry. */
  empty: ReactNode;
  /** What the kind shows under the table, per shot setting. */
  extras?: Partial<Record<"0" | "1", ReactNode>>;
}) {
  const shape = useMemo<BoardShape>(
    () => ({
      sortColumns: [...board.columns.board, ...board.columns.level].map((column) => column.key),
      levels: board.levels?.options.map((option) => option.key) ?? [],
    }),
    [board],
  );
  const { view, setView, inputsKey } = useBoardView(shape, serverSearch);
  const level =
    (board.subject === undefined && board.levels?.options.find((option) => option.key === view.level)) || null;
  const all = level ? rowsForLevel(board.rows[`${view.shots}`], level.key) : board.rows[`${view.shots}`];
  const rows = applyBoardView({ rows: all, view });
  const subject = board.subjects.find((known) => known.key === board.subject);
  const part: RankingPart = subject ? { subject } : level ? { level } : {};
  const what = level ? `${level.label} items` : (subject?.label ?? "Overall");
  const tiers = new Set([...board.rows["0"], ...board.rows["1"]].map((row) => row.tier));
  const exports = viewExports(board.exports, {
    shots: view.shots,
    subject: board.subject,
    level: level?.key,
    tier: viewTier(view),
    asOf,
  });
  const score = level || subject ? board.names.part : board.names.overall;

  return (
    <section
      aria-labelledby="leaderboard-heading"
      className="space-y-4"
      data-testid="leaderboard"
      data-shots={view.shots}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboard-heading" className="text-xl font-semibold text-slate-900">
          Rankings
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <DownloadLinks {...exports} what={`the ${what.toLowerCase()} board, ${view.shots}-shot`} />
          <ShotsToggle view={view} setView={setView} />
        </div>
      </div>
      {all.length === 0 ? (
        empty
      ) : (
        <>
          <BoardControls
            view={view}
            setView={setView}
            inputsKey={inputsKey}
            showKind={tiers.size > 1}
            levels={board.subject === undefined ? board.levels : null}
          />
          <p className="text-xs text-slate-600" aria-live="polite" data-testid="board-count">
            Showing {rows.length} of {all.length} entries, {view.shots}-shot
            {asOf ? ` as of ${asOf}` : ""}
            {board.updatedAt ? (
              <>
                {" "}
                (last updated <time dateTime={board.updatedAt}>{formatDay(board.updatedAt)}</time>)
              </>
            ) : null}
            . Scores ({score.label}) are ×100 with their 95% interval (±); the rank band in brackets is the range of
            ranks the intervals allow.
            {level
              ? ` ${level.label} items only: each model's records of that level pooled as one subject (not the official per-subject mean).`
              : ""}
          </p>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
              No entries match these filters.
            </p>
          ) : (
            <BoardTable
              caption={`${what} leaderboard, ${view.shots}-shot`}
              testId="board-table"
              columns={rankingColumns(board, view.shots, part).map(toBoardColumn)}
              rows={rows}
              rowKey={(row) => row.slug}
              rowData={(row) => ({ "data-slug": row.slug })}
              rowClassName={(row) => (row.rank === null ? "bg-slate-50" : "")}
              sorting={{
                active: view.sort,
                dir: sortDir(view),
                onSort: (column) => setView(toggleSort(view, column)),
              }}
            />
          )}
        </>
      )}
      {showCharts && all.length > 0 ? (
        <BoardCharts
          rows={all}
          shots={view.shots}
          subjects={board.subjects}
          names={{ score: score.label, subjectScore: board.names.part.label }}
        />
      ) : null}
      {extras?.[`${view.shots}`]}
    </section>
  );
}
