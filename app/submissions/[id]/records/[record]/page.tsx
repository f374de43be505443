import type { Metadata } from "next";
import Link from "next/link";
import type { Route } from "next";
import { notFound } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { canViewSubmission } from "@/lib/auth/permissions";
import { recordLabelOf } from "@/lib/benchmarks/kind-view";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { loadRecordPage } from "@/lib/submissions/records-page";
import { RecordPager } from "@/components/submissions/record-pager";
import { PageHeader } from "@/components/ui/page-header";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string; record: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The record and its submission, for those who may see them. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { id, record: key } = await params;
  const [viewer, submission] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  if (!submission || !canViewSubmission(viewer, submission)) return { title: "Not found" };
  const page = await loadRecordPage(submission, key, await searchParams);
  if (!page) return { title: "Not found" };
  return {
    title: `${recordLabelOf(page.view, page.record.detail, key)} · ${submission.modelName}, ${page.shots}-shot`,
  };
}

/** One scored record of a submission, as its benchmark's kind shows it beside what the benchmark expected. */
export default async function RecordPage({ params, searchParams }: Props) {
  const { id, record: key } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const page = await loadRecordPage(submission, key, await searchParams);
  if (!page) notFound();
  const { shots, view, record } = page;
  const base = `/submissions/${id}/records`;

  return (
    <div className="space-y-4">
      <PageHeader
        trail={
          <Link href={`${base}?shots=${shots}` as Route} className="underline">
            {submission.modelName}, {shots}-shot {view.recordNoun}s
          </Link>
        }
        title={view.recordTitle(record.detail)}
      />
      <view.RecordDetail detail={record.detail} />
      <RecordPager base={base} shots={shots} record={record} />
    </div>
  );
}
