import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { loadRecordsPage } from "@/lib/submissions/records-page";
import { recordsQuery } from "@/lib/benchmarks/record-filters";
import { RecordFilterForm } from "@/components/submissions/record-filter-form";
import { PageLinks } from "@/components/ui/page-links";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Records" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A submission's scored records for one shot setting, filtered as its benchmark's kind offers, a page at a time. */
export default async function RecordsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const page = await loadRecordsPage(submission, await searchParams);
  const { shots, view, list } = page;
  const noun = view.recordNoun;
  const pageHref = (target: number) =>
    `/submissions/${id}/records?${recordsQuery({ shots, filters: page.filters, page: target })}`;

  return (
    <div className="space-y-5">
      <PageHeader
        trail={
          <Link href={`/submissions/${id}?shots=${shots}`} className="underline">
            {submission.modelName}
          </Link>
        }
        title={<span className="first-letter:uppercase">{`${noun}s, ${shots}-shot`}</span>}
      />
      <RecordFilterForm shots={shots} filters={page.available} chosen={page.filters} />
      {!list ? (
        <p className="text-sm text-slate-600">The {shots}-shot results are not scored.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {list.total.toLocaleString("en-US")} {noun}(s); page {page.page} of {list.pages}.
          </p>
          <view.RecordsTable
            rows={list.rows}
            recordHref={(key) => `/submissions/${id}/records/${key}?shots=${shots}`}
          />
          <PageLinks page={page.page} pageCount={list.pages} href={pageHref} />
        </>
      )}
    </div>
  );
}
