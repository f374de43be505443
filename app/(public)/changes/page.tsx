// What changed on every benchmark's board, newest first: entries added, restored and unpublished,
// rescores, reported figures updated and flags, each with the ranks it moved. Also an Atom feed.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getBoardChanges, CHANGES_PER_PAGE } from "@/lib/boards/board-changes";
import { changeTitle, moveWords } from "@/lib/boards/change-words";
import { zPageParam } from "@/lib/validations/url-params";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = {
  title: "What changed on the boards",
  alternates: { types: { "application/atom+xml": "/changes.atom" } },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ChangesPage({ searchParams }: Props) {
  const page = zPageParam(10_000).parse((await searchParams).page);
  const { total, changes } = await getBoardChanges(page);
  if (page > 1 && changes.length === 0) notFound();
  const pages = Math.max(1, Math.ceil(total / CHANGES_PER_PAGE));
  return (
    <div className="space-y-6">
      <PageHeader
        title="What changed on the boards"
        description={
          <p>
            Every change to every benchmark&apos;s boards, newest first, with the ranks and scores it moved on the board
            it changed. A board as it stood on any day: add <code>?asOf=YYYY-MM-DD</code> to its address (or to an
            export&apos;s).{" "}
            <a href="/changes.atom" className="text-brand-700 underline">
              Atom feed
            </a>
          </p>
        }
      />
      {changes.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-slate-600" data-testid="no-changes">
          Nothing has changed on the boards yet.
        </p>
      ) : (
        <ol className="space-y-3" data-testid="changes">
          {changes.map((change) => (
            <li
              key={change.id}
              data-testid="change"
              data-kind={change.kind}
              data-benchmark={change.benchmark.slug}
              className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <p className="text-xs text-slate-600">
                <time dateTime={change.at}>{change.at.slice(0, 16).replace("T", " ")} UTC</time> ·{" "}
                <Link href={change.boardHref as Route} className="underline">
                  the board that day
                </Link>
              </p>
              <p className="font-medium text-slate-900">{changeTitle(change)}</p>
              {change.detail && <p className="text-slate-700">{change.detail}</p>}
              {change.models.length > 0 && (
                <ul className="mt-1 space-y-0.5 text-slate-700">
                  {change.models.map((model, index) => (
                    <li key={index} data-testid="move">
                      <Link href={`/models/${model.slug}` as Route} className="text-brand-700 underline">
                        {model.name}
                      </Link>
                      : {moveWords(model)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex gap-3 text-sm">
          {page > 1 && (
            <Link href={`/changes?page=${page - 1}` as Route} className="text-brand-700 underline">
              Newer
            </Link>
          )}
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link href={`/changes?page=${page + 1}` as Route} className="text-brand-700 underline">
              Older
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
