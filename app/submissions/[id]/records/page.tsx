import type { Metadata, Route } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { subjectLabel } from "@/lib/mrben";
import { RecordResultsTable } from "@/components/submissions/record-results-table";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { SUBJECTS } from "@/lib/mr-score";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { listRecordResults } from "@/lib/submissions/record-results";
import { ZRecordFilters, type TRecordFilters } from "@/lib/validations/record-filters";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Items" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function query(filters: TRecordFilters, change: Partial<TRecordFilters>): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  return params.toString();
}

export default async function RecordsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const filters = ZRecordFilters.parse(await searchParams);
  // An extraction benchmark's records are references with predictions: their own pages.
  if (submission.benchmark.kind === "extraction") redirect(`/submissions/${id}/predictions?shots=${filters.shots}`);
  const run = currentRuns(submission)[filters.shots];
  const scoringId = run?.status === "scored" ? run.scoring?.id : undefined;
  const list = scoringId ? await listRecordResults({ scoringId, filters }) : null;
  const select = "rounded border border-slate-300 px-2 py-1 text-sm";

  return (
    <div className="space-y-5">
      <PageHeader
        trail={
          <Link href={`/submissions/${id}?shots=${filters.shots}`} className="underline">
            {submission.modelName}
          </Link>
        }
        title={`Items, ${filters.shots}-shot`}
      />

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <input type="hidden" name="shots" value={filters.shots} />
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Subject</span>
          <select name="subject" defaultValue={filters.subject ?? ""} className={select}>
            <option value="">any</option>
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(subject)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Outcome</span>
          <select name="outcome" defaultValue={filters.outcome ?? ""} className={select}>
            <option value="">any</option>
            <option value="tp">tp: correct, said correct</option>
            <option value="tn">tn: incorrect, said incorrect</option>
            <option value="fp">fp: incorrect, said correct</option>
            <option value="fn">fn: correct, said incorrect</option>
            <option value="unscored">not scored (unknown item)</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Step earned</span>
          <select name="step" defaultValue={filters.step ?? ""} className={select}>
            <option value="">any</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Reason earned</span>
          <select name="reason" defaultValue={filters.reason ?? ""} className={select}>
            <option value="">any</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <button
          type="submit"
          className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Filter
        </button>
      </form>

      {!list ? (
        <p className="text-sm text-slate-600">The {filters.shots}-shot results are not scored.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {list.total.toLocaleString("en-US")} item(s); page {filters.page} of {list.pages}.
          </p>
          <RecordResultsTable
            rows={list.rows}
            recordHref={(recordId) => `/submissions/${id}/records/${recordId}?shots=${filters.shots}` as Route}
          />
          <nav aria-label="Pages" className="flex gap-3 text-sm">
            {filters.page > 1 && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/records?${query(filters, { page: filters.page - 1 })}`}
              >
                Previous page
              </Link>
            )}
            {filters.page < list.pages && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/records?${query(filters, { page: filters.page + 1 })}`}
              >
                Next page
              </Link>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
