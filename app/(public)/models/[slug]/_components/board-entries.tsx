// A model's entries on the shared boards (extraction and any kind a build adds): per benchmark and
// shot setting, the board's own columns for its row (rank, the kind's score and interval, the kind's
// figures) and the day it was approved, each opening the entry's page.
import Link from "next/link";
import type { Route } from "next";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import type { ModelBoardEntries } from "@/lib/boards/model-entries";
import { BoardTable } from "@/components/boards/board-table";
import { entryColumns, figureColumns } from "@/components/boards/entry-columns";

export async function BoardEntries({ entries }: { entries: ModelBoardEntries[] }) {
  return (
    <section aria-labelledby="board-entries-heading" className="space-y-6" data-testid="board-entries">
      <h2 id="board-entries-heading" className="text-lg font-semibold text-slate-900">
        On other benchmarks
      </h2>
      {await Promise.all(
        entries.map(async ({ benchmark, settings }) => {
          const kind = benchmarkKind(benchmark.kind);
          const view = await kind.view();
          return (
            <div key={benchmark.slug} className="space-y-3" data-testid={`board-entries-${benchmark.slug}`}>
              <h3 className="font-medium text-slate-800">
                <Link className="text-brand-700 underline" href={`/benchmarks/${benchmark.slug}` as Route}>
                  {benchmark.name}
                </Link>
              </h3>
              {settings.map(({ shots, rows }) => {
                const context = { slug: benchmark.slug, shots, versionNumber: benchmark.versionNumber };
                return (
                  <BoardTable
                    key={shots}
                    caption={`${benchmark.name}, ${shots}-shot: ${kind.scoreLabel} in percent with the 95% interval`}
                    testId={`board-entries-${benchmark.slug}-${shots}`}
                    columns={[
                      {
                        key: "shots",
                        header: "Setting",
                        className: "whitespace-nowrap",
                        cell: () => `${shots}-shot`,
                      },
                      ...entryColumns(context, kind.scoreLabel).filter(
                        (column) => column.key !== "org" && column.key !== "price",
                      ),
                      ...figureColumns(view.boardFigures),
                      {
                        key: "approved",
                        header: "Approved",
                        className: "whitespace-nowrap text-slate-600",
                        cellData: { "data-testid": "approved" },
                        cell: (row) =>
                          row.approvedAt ? <time dateTime={row.approvedAt}>{row.approvedAt.slice(0, 10)}</time> : "—",
                      },
                    ]}
                    rows={rows}
                    rowKey={(row) => row.submissionId}
                  />
                );
              })}
            </div>
          );
        }),
      )}
    </section>
  );
}
