// One record of a public board entry: what the benchmark expected beside what the file gave, as the
// entry's kind shows it, with links to its neighbours.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadEntryRecordPage, loadEntryRecordTitle } from "@/lib/boards/entry-page";
import { RecordPager } from "@/components/submissions/record-pager";
import { PageHeader } from "@/components/ui/page-header";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string; submissionId: string; record: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, submissionId, record } = await params;
  return { title: (await loadEntryRecordTitle(slug, submissionId, record, await searchParams)) ?? "Not found" };
}

export default async function EntryRecordPage({ params, searchParams }: Props) {
  const { slug, submissionId, record: key } = await params;
  const page = await loadEntryRecordPage(slug, submissionId, key, await searchParams);
  if (!page) notFound();
  const { entry, shots, view, record } = page;
  const base = `/benchmarks/${entry.benchmark.slug}/entries/${entry.submissionId}`;

  return (
    <div className="space-y-4">
      <PageHeader
        trail={
          <>
            <Link className="underline" href={`/benchmarks/${entry.benchmark.slug}?shots=${shots}`}>
              {entry.benchmark.name}
            </Link>
            {" · "}
            <Link className="underline" href={`${base}?shots=${shots}` as Route}>
              {entry.modelName}, {shots}-shot
            </Link>
          </>
        }
        title={view.recordTitle(record.detail)}
      />
      <view.RecordDetail detail={record.detail} />
      <RecordPager base={`${base}/records`} shots={shots} record={record} />
    </div>
  );
}
