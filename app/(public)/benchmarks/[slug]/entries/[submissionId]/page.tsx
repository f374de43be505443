// One approved entry of a benchmark's board: when it was submitted and approved, what its kind shows of
// the scored file, and its records (one per item of the benchmark), each opening what the benchmark
// expected beside what the file gave.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadEntryPage, loadEntryTitle } from "@/lib/boards/entry-page";
import { recordsQuery } from "@/lib/benchmarks/record-filters";
import { ShotTabs } from "@/components/boards/shot-tabs";
import { PageLinks } from "@/components/ui/page-links";
import { RecordFilterForm } from "@/components/submissions/record-filter-form";
import { PageHeader } from "@/components/ui/page-header";
import { EntryDates } from "./_components/entry-dates";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string; submissionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, submissionId } = await params;
  return { title: (await loadEntryTitle(slug, submissionId, await searchParams)) ?? "Not found" };
}

export default async function EntryPage({ params, searchParams }: Props) {
  const { slug, submissionId } = await params;
  const page = await loadEntryPage(slug, submissionId, await searchParams);
  if (!page) notFound();
  const { entry, shots, view, list } = page;
  const base = `/benchmarks/${entry.benchmark.slug}/entries/${entry.submissionId}`;

  return (
    <div className="space-y-6">
      <PageHeader
        trail={
          <Link className="underline" href={`/benchmarks/${entry.benchmark.slug}?shots=${shots}`}>
            {entry.benchmark.name}, {shots}-shot
          </Link>
        }
        title={entry.modelName}
      >
        <p className="text-sm text-slate-600">
          {entry.organization} ·{" "}
          <a className="text-brand-700 underline" href={entry.modelLink} rel="noreferrer">
            model
          </a>
        </p>
        <EntryDates submittedAt={entry.submittedAt} approvedAt={entry.approvedAt} />
        <ShotTabs shots={shots} href={(value) => `${base}?shots=${value}`} />
      </PageHeader>

      {view.EntrySummary && <view.EntrySummary scoring={entry.scoring} />}

      <section className="space-y-2" aria-labelledby="records-title">
        <h2 id="records-title" className="text-xl font-semibold text-slate-900 first-letter:uppercase">
          {view.recordNoun}s
        </h2>
        <RecordFilterForm shots={shots} filters={page.available} chosen={page.filters} />
        <p className="text-sm text-slate-600" role="status">
          {list.total.toLocaleString("en-US")} {view.recordNoun}(s); page {page.page} of {list.pages}.
        </p>
        <view.RecordsTable rows={list.rows} recordHref={(key) => `${base}/records/${key}?shots=${shots}`} />
        <PageLinks
          page={page.page}
          pageCount={list.pages}
          href={(target) => `${base}?${recordsQuery({ shots, filters: page.filters, page: target })}`}
        />
      </section>
    </div>
  );
}
