import type { Metadata, Route } from "next";
import Link from "next/link";
import { PageLinks } from "@/components/ui/page-links";
import { getItemDifficulty } from "@/lib/benchmarks/mrben/board/item-difficulty";
import { ZItemsQuery, type TItemsQuery } from "@/lib/benchmarks/mrben/board/items-query";
import { DifficultyTable } from "@/lib/benchmarks/mrben/ui/items/difficulty-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Item difficulty" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function itemsHref(state: TItemsQuery): string {
  const query = new URLSearchParams({ shots: String(state.shots), sort: state.sort, dir: state.dir });
  if (state.subject) query.set("subject", state.subject);
  if (state.page > 1) query.set("page", String(state.page));
  return `/items?${query.toString()}`;
}

export default async function ItemsPage({ searchParams }: Props) {
  const query = ZItemsQuery.parse(await searchParams);
  const data = await getItemDifficulty(query);
  const state: TItemsQuery = { ...query, subject: data.subject ?? undefined, page: data.page };
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 ${active ? "border-brand-700 bg-brand-50 font-medium text-brand-900" : "border-slate-300 bg-white hover:bg-slate-100"}`;

  return (
    <div className="space-y-6">
      <PageHeader
        prominent
        title="Item difficulty"
        description={
          <p>
            For every benchmark item, the share of the {data.entryCount} approved model
            {data.entryCount === 1 ? "" : "s"} that earned each task in the {data.shots}-shot setting: the verdict
            (correct or incorrect), and for incorrect solutions the first error step and the error reason. Low shares
            mark hard items.
          </p>
        }
      />
      <nav aria-label="Setting" className="flex flex-wrap gap-2 text-sm">
        {([0, 1] as const).map((shots) => (
          <Link
            key={shots}
            href={itemsHref({ ...state, shots, page: 1 }) as Route}
            className={chip(data.shots === shots)}
            aria-current={data.shots === shots ? "page" : undefined}
          >
            {shots}-shot
          </Link>
        ))}
      </nav>
      <nav aria-label="Filter by subject" className="flex flex-wrap gap-2 text-sm">
        <Link
          href={itemsHref({ ...state, subject: undefined, page: 1 }) as Route}
          className={chip(data.subject === null)}
          aria-current={data.subject === null ? "page" : undefined}
        >
          All subjects
        </Link>
        {data.subjects.map((subject) => (
          <Link
            key={subject.key}
            href={itemsHref({ ...state, subject: subject.key, page: 1 }) as Route}
            className={chip(data.subject === subject.key)}
            aria-current={data.subject === subject.key ? "page" : undefined}
          >
            {subject.label}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-600">{data.total} items.</p>
      <DifficultyTable data={data} href={(change) => itemsHref({ ...state, ...change, page: 1 })} />
      <PageLinks page={data.page} pageCount={data.pageCount} href={(page) => itemsHref({ ...state, page })} />
    </div>
  );
}
