// A benchmark's shared board: approved entries ranked by its kind's score for one shot setting, with
// bootstrap intervals, the kind's columns, its score and price charts, and what else the kind shows
// (extraction: the per-field heatmap). A benchmark with a board of its own (MR-Ben) is sent there.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { getBenchmarkBoard } from "@/lib/boards/benchmark-board";
import { findBenchmark } from "@/lib/benchmarks/benchmarks";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";
import { BoardTable } from "@/components/boards/board-table";
import { DownloadLinks } from "@/components/boards/download-links";
import { sharedBoardExports } from "@/lib/boards/export-links";
import { entryColumns } from "@/components/boards/entry-columns";
import { ScoreChart } from "@/components/boards/score-chart";
import { PriceChart } from "@/components/boards/price-chart";
import { boardPricePoints } from "@/lib/boards/board-price-points";
import { ShotTabs } from "@/components/boards/shot-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { readAsOfDay } from "@/lib/validations/url-params";
import { AsOfNotice } from "@/components/boards/as-of-notice";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request (it reads ?shots); the board's data comes from the tagged cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = ZBenchmarkParam.parse((await params).slug);
  const board = slug ? await getBenchmarkBoard(slug, 0) : null;
  return { title: board ? `${board.benchmark.name} leaderboard` : "Leaderboard" };
}

export default async function BenchmarkBoardPage({ params, searchParams }: Props) {
  const slug = ZBenchmarkParam.parse((await params).slug);
  const query = await searchParams;
  const shots = ZShotsParam.parse(query.shots);
  const asOf = readAsOfDay(typeof query.asOf === "string" ? query.asOf : null);
  if (!asOf.ok) notFound();
  const benchmark = slug ? await findBenchmark(slug) : null;
  const kind = benchmark ? findBenchmarkKind(benchmark.kind) : null;
  if (kind?.boardPath) redirect(kind.boardPath as Route);
  const board = slug ? await getBenchmarkBoard(slug, shots, asOf.day) : null;
  if (!board || !kind) notFound();
  const view = await kind.view();
  const context = { slug: board.benchmark.slug, shots, versionNumber: board.benchmark.versionNumber };
  const { rows } = board;

  return (
    <div className="space-y-8">
      <PageHeader prominent title={`${board.benchmark.name} leaderboard${board.asOf ? ` as of ${board.asOf}` : ""}`}>
        {board.asOf && <AsOfNotice day={board.asOf} current={`/benchmarks/${board.benchmark.slug}`} />}
        {board.benchmark.description && <p className="max-w-3xl text-slate-700">{board.benchmark.description}</p>}
        {view.BoardIntro && <view.BoardIntro benchmark={board.benchmark} truthRecords={board.benchmark.truthRecords} />}
        <p className="max-w-3xl text-sm text-slate-600">
          Scores against version {board.benchmark.versionNumber}.
          {board.updatedAt ? (
            <>
              {" "}
              Last updated <time dateTime={board.updatedAt}>{board.updatedAt.slice(0, 10)}</time>.
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ShotTabs
            shots={shots}
            href={(value) =>
              `/benchmarks/${board.benchmark.slug}?shots=${value}${board.asOf ? `&asOf=${board.asOf}` : ""}`
            }
          />
          <DownloadLinks
            {...sharedBoardExports({ slug: board.benchmark.slug, shots, asOf: board.asOf })}
            what={`the ${shots}-shot board`}
          />
        </div>
        <p className="text-sm text-slate-600">
          To put a model on this board, see{" "}
          <Link className="text-brand-700 underline" href="/how-to-submit">
            how to submit
          </Link>
          .
        </p>
      </PageHeader>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600" data-testid="board-empty">
          No {shots}-shot entry has been approved yet.{" "}
          <Link className="text-brand-700 underline" href={`/submit?benchmark=${board.benchmark.slug}`}>
            Submit results
          </Link>
          .
        </p>
      ) : (
        <>
          <BoardTable
            caption={`Entries ranked by ${kind.scoreLabel}, ${shots}-shot, in percent with the 95% interval`}
            testId={`${kind.name}-board`}
            columns={[...entryColumns(context, kind.scoreLabel), ...(view.boardColumns?.(context) ?? [])]}
            rows={rows}
            rowKey={(row) => row.submissionId}
          />
          <ScoreChart
            shots={shots}
            metric={kind.scoreLabel}
            points={rows.map((row) => ({ label: row.model.name, score: row.score, interval: row.interval }))}
          />
          <PriceChart shots={shots} metric={kind.scoreLabel} points={boardPricePoints(rows)} />
          {view.BoardExtras && <view.BoardExtras context={context} rows={rows} />}
        </>
      )}
    </div>
  );
}
