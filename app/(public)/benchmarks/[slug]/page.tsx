// An extraction benchmark's board: approved entries ranked by F1 for one shot setting, with
// bootstrap intervals, a chart and the per-field heatmap. Its data is cached under the board's
// tag, which approval and unpublishing invalidate.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getExtractionBoard } from "@/lib/leaderboard/extraction-board";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";
import { BoardTable } from "./_components/board-table";
import { F1Chart } from "./_components/f1-chart";
import { FieldHeatmap } from "./_components/field-heatmap";
import { PageHeader } from "@/components/ui/page-header";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request (it reads ?shots); the board's data comes from the tagged cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = ZBenchmarkParam.parse((await params).slug);
  const board = slug ? await getExtractionBoard(slug, 0) : null;
  return { title: board ? `${board.benchmark.name} leaderboard` : "Leaderboard" };
}

export default async function ExtractionBoardPage({ params, searchParams }: Props) {
  const slug = ZBenchmarkParam.parse((await params).slug);
  const shots = ZShotsParam.parse((await searchParams).shots);
  const board = slug ? await getExtractionBoard(slug, shots) : null;
  if (!board) notFound();
  const { benchmark, settings, rows, heatmap } = board;

  return (
    <div className="space-y-8">
      <PageHeader prominent title={`${benchmark.name} leaderboard`}>
        {benchmark.description && <p className="max-w-3xl text-slate-700">{benchmark.description}</p>}
        <p className="max-w-3xl text-sm text-slate-600">
          A structured-extraction benchmark: each model turns {benchmark.references} texts into JSON records, scored
          field by field against the references (version {benchmark.versionNumber}). A value counts when it equals the
          reference&apos;s at the same place; recall and precision are averaged over records and F1 is taken of the
          averages, with a bootstrap 95% interval. Matching <strong>{settings.matching}</strong>, normalization{" "}
          <strong>{settings.normalization}</strong>
          {settings.source && (
            <>
              ; data from{" "}
              <a className="text-brand-700 underline" href={settings.source} rel="noreferrer">
                {settings.source}
              </a>
            </>
          )}
          {settings.license && <> ({settings.license})</>}.
        </p>
        <nav aria-label="Shot setting" className="flex gap-2 text-sm">
          {([0, 1] as const).map((value) => (
            <Link
              key={value}
              href={`/benchmarks/${benchmark.slug}?shots=${value}`}
              aria-current={value === shots ? "page" : undefined}
              className={
                value === shots
                  ? "rounded-md bg-brand-700 px-3 py-1 font-medium text-white"
                  : "rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50"
              }
            >
              {value}-shot
            </Link>
          ))}
        </nav>
      </PageHeader>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600" data-testid="board-empty">
          No {shots}-shot entry has been approved yet.{" "}
          <Link className="text-brand-700 underline" href={`/submit?benchmark=${benchmark.slug}`}>
            Submit predictions
          </Link>
          .
        </p>
      ) : (
        <>
          <BoardTable slug={benchmark.slug} shots={shots} rows={rows} versionNumber={benchmark.versionNumber} />
          <F1Chart shots={shots} rows={rows} />
          <FieldHeatmap slug={benchmark.slug} shots={shots} rows={rows} heatmap={heatmap} />
        </>
      )}
    </div>
  );
}
