// A shared board's page (every kind without a board of its own), overall or one of its subjects':
// every board's page (components/boards/board-page.tsx) with its kind's score, figures, intro and what
// the kind shows under the table (extraction: the per-field heatmap).
import type { Route } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { benchmarkBoardAt, getSharedBoard } from "@/lib/boards/benchmark-board";
import { findBenchmark } from "@/lib/benchmarks/benchmarks";
import { sharedBoardShowing } from "@/lib/boards/shared-board-showing";
import { buildShownBoard } from "@/lib/boards/shown-board";
import { SHOT_SETTINGS } from "@/lib/benchmarks/kind";
import { ZBenchmarkParam, readAsOfDay } from "@/lib/validations/url-params";
import { BoardPage } from "@/components/boards/board-page";

type Query = Record<string, string | string[] | undefined>;

/** The page's title: the benchmark's board, or one subject's. */
export async function sharedBoardTitle(rawSlug: string, subjectKey?: string): Promise<string> {
  const slug = ZBenchmarkParam.parse(rawSlug);
  const board = slug ? await getSharedBoard(slug, null) : null;
  if (!board) return "Leaderboard";
  const subject = board.data.subjects.find(({ key }) => key === subjectKey);
  return subject ? `${board.benchmark.name}: ${subject.label} leaderboard` : `${board.benchmark.name} leaderboard`;
}

/** The query as the page was asked for, for the board's view to start from what the browser will read. */
function searchOf(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, one);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** A shared board's page, overall or one of its subjects'; a benchmark with a board of its own is sent there. */
export async function SharedBoardPage({
  rawSlug,
  subjectKey,
  query,
}: {
  rawSlug: string;
  subjectKey?: string;
  query: Query;
}) {
  const slug = ZBenchmarkParam.parse(rawSlug);
  const asOf = readAsOfDay(typeof query.asOf === "string" ? query.asOf : null);
  if (!asOf.ok) notFound();
  const benchmark = slug ? await findBenchmark(slug) : null;
  const kind = benchmark ? findBenchmarkKind(benchmark.kind) : null;
  if (kind?.boardPath) redirect(kind.boardPath as Route);
  const shared = slug ? await getSharedBoard(slug, asOf.day) : null;
  if (!shared || !kind) notFound();
  const view = await kind.view();
  const { benchmark: shown } = shared;
  const subject = subjectKey === undefined ? undefined : shared.data.subjects.find(({ key }) => key === subjectKey);
  if (subjectKey !== undefined && !subject) notFound();
  const board = buildShownBoard({
    data: shared.data,
    showing: sharedBoardShowing(shown.slug, kind.scoreLabel, view.boardFigures),
    benchmark: shown,
    subject: subject?.key,
  });
  // What the kind shows under the overall board (extraction's heatmap) is of the overall rows.
  const extras =
    view.BoardExtras && !subject
      ? Object.fromEntries(
          SHOT_SETTINGS.map((shots) => {
            const context = { slug: shown.slug, shots, versionNumber: shown.versionNumber };
            const rows = benchmarkBoardAt(shared, shots)?.rows ?? [];
            return [
              `${shots}`,
              view.BoardExtras && rows.length > 0 ? <view.BoardExtras context={context} rows={rows} /> : null,
            ];
          }),
        )
      : undefined;

  return (
    <BoardPage
      title={subject ? `${shown.name}: ${subject.label} leaderboard` : `${shown.name} leaderboard`}
      board={board}
      paths={{ overall: `/benchmarks/${shown.slug}`, subject: (key) => `/benchmarks/${shown.slug}/subjects/${key}` }}
      asOf={shared.asOf}
      serverSearch={searchOf(query)}
      intro={
        <>
          {shown.description && <p className="max-w-3xl text-slate-700">{shown.description}</p>}
          {view.BoardIntro && <view.BoardIntro benchmark={shown} truthRecords={shown.truthRecords} />}
          <p className="max-w-3xl text-sm text-slate-600">
            Scores against version {shown.versionNumber}.
            {board.updatedAt ? (
              <>
                {" "}
                Last updated <time dateTime={board.updatedAt}>{board.updatedAt.slice(0, 10)}</time>.
              </>
            ) : null}{" "}
            To put a model on this board, see{" "}
            <Link className="text-brand-700 underline" href="/how-to-submit">
              how to submit
            </Link>
            .
          </p>
        </>
      }
      empty={
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600" data-testid="board-empty">
          No entry in this shot setting has been approved yet.{" "}
          <Link className="text-brand-700 underline" href={`/submit?benchmark=${shown.slug}`}>
            Submit results
          </Link>
          .
        </p>
      }
      extras={extras}
    />
  );
}
