"use client";

// One leaderboard (overall or a subject's) with its controls. Both shot settings arrive with the
// page, so the toggle, sorting and filters work without a request; the URL keeps the view.
import type { BoardTable as BoardTableData } from "@/lib/benchmarks/mrben/board/board-rows";
import { applyBoardView, rowsForLevel, toggleSort, viewTier } from "@/lib/benchmarks/mrben/board/board-view";
import type { BoardLevel } from "@/lib/benchmarks/mrben/board/types";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { formatDay } from "@/lib/benchmarks/mrben/board/format";
import { mrbenBoardExports } from "@/lib/benchmarks/mrben/board/export-links";
import { DownloadLinks } from "@/components/boards/download-links";
import { BoardCharts } from "./board-charts";
import { BoardControls, ShotsToggle } from "./board-controls";
import { BoardTable, levelColumns, overallColumns, subjectColumns } from "./board-table";

const LEVEL_LABELS: Record<BoardLevel, string> = { high_school: "High-school", college: "College" };
import { LeaderboardEmpty } from "./leaderboard-empty";
import { useBoardView } from "./use-board-view";

export function LeaderboardView({
  table,
  showCharts = false,
  asOf,
}: {
  table: BoardTableData;
  /** The home page's charts, drawn from the rows of the chosen shot setting. */
  showCharts?: boolean;
  /** The past day the board is shown as of (YYYY-MM-DD), if any. */
  asOf?: string;
}) {
  const { view, setView, inputsKey } = useBoardView();
  const level = table.subject === undefined && view.level !== "all" ? view.level : null;
  const all = level ? rowsForLevel(table.rows[`${view.shots}`], level) : table.rows[`${view.shots}`];
  const rows = applyBoardView({ rows: all, view });
  const columns = level
    ? levelColumns(LEVEL_LABELS[level], view.shots)
    : table.subject === undefined
      ? overallColumns(table.subjects, view.shots)
      : subjectColumns(table.subject, view.shots);
  const what = level
    ? `${LEVEL_LABELS[level]} items`
    : table.subject === undefined
      ? "Overall"
      : subjectLabel(table.subject);
  const kinds = new Set([...table.rows["0"], ...table.rows["1"]].map((row) => row.tier));
  const exports = mrbenBoardExports({ shots: view.shots, subject: table.subject, level, tier: viewTier(view), asOf });

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
        <LeaderboardEmpty shots={view.shots} subjects={table.subjects.map((subject) => subject.label)} />
      ) : (
        <>
          <BoardControls
            view={view}
            setView={setView}
            inputsKey={inputsKey}
            showKind={kinds.size > 1}
            showLevel={table.subject === undefined}
          />
          <p className="text-xs text-slate-600" aria-live="polite" data-testid="board-count">
            Showing {rows.length} of {all.length} entries, {view.shots}-shot
            {asOf ? ` as of ${asOf}` : ""}
            {table.updatedAt ? (
              <>
                {" "}
                (last updated <time dateTime={table.updatedAt}>{formatDay(table.updatedAt)}</time>)
              </>
            ) : null}
            . Scores are MR-Scores ×100 with their 95% interval (±); the rank band in brackets is the range of ranks the
            intervals allow.
            {level
              ? ` ${LEVEL_LABELS[level]} items only: each model's records of that level pooled as one subject (not the official per-subject mean).`
              : ""}
          </p>
          {rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
              No entries match these filters.
            </p>
          ) : (
            <BoardTable
              caption={`${what} leaderboard, ${view.shots}-shot`}
              columns={columns}
              rows={rows}
              view={view}
              onSort={(column) => setView(toggleSort(view, column))}
            />
          )}
        </>
      )}
      {showCharts && all.length > 0 ? <BoardCharts rows={all} shots={view.shots} subjects={table.subjects} /> : null}
    </section>
  );
}
