import type { Metadata, Route } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ExtractionRecordsTable } from "@/components/submissions/extraction-records-table";
import { PARSE_LABELS } from "@/components/submissions/parse-badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { listExtractionRecords } from "@/lib/submissions/extraction-records";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import {
  PARSE_OUTCOMES,
  ZExtractionRecordFilters,
  type TExtractionRecordFilters,
} from "@/lib/validations/extraction-record-filters";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Records" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function query(filters: TExtractionRecordFilters, change: Partial<TExtractionRecordFilters>): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  return params.toString();
}

/** An extraction submission's records: one per reference of the benchmark, with the prediction scored against it. */
export default async function PredictionsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  if (submission.benchmark.kind !== "extraction") redirect(`/submissions/${id}/records`);
  const filters = ZExtractionRecordFilters.parse(await searchParams);
  const run = currentRuns(submission)[filters.shots];
  const scoringId = run?.status === "scored" ? run.extractionScoring?.id : undefined;
  const list = scoringId ? await listExtractionRecords({ scoringId, filters }) : null;
  const select = "rounded border border-slate-300 px-2 py-1 text-sm";

  return (
    <div className="space-y-5">
      <PageHeader
        trail={
          <Link href={`/submissions/${id}?shots=${filters.shots}`} className="underline">
            {submission.modelName}
          </Link>
        }
        title={`Records, ${filters.shots}-shot`}
        description={<p>One per reference of {submission.benchmark.name}; recall, precision and F1 in percent.</p>}
      />

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <input type="hidden" name="shots" value={filters.shots} />
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Prediction</span>
          <select name="parse" defaultValue={filters.parse ?? ""} className={select}>
            <option value="">any</option>
            {PARSE_OUTCOMES.map((parse) => (
              <option key={parse} value={parse}>
                {PARSE_LABELS[parse]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Order</span>
          <select name="order" defaultValue={filters.order} className={select}>
            <option value="reference">the benchmark&apos;s order</option>
            <option value="worst">the lowest F1 first</option>
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
        <p className="text-sm text-slate-600">The {filters.shots}-shot predictions are not scored.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {list.total.toLocaleString("en-US")} record(s); page {filters.page} of {list.pages}.
          </p>
          <ExtractionRecordsTable
            rows={list.rows}
            recordHref={(index) => `/submissions/${id}/predictions/${index}?shots=${filters.shots}` as Route}
          />
          <nav aria-label="Pages" className="flex gap-3 text-sm">
            {filters.page > 1 && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/predictions?${query(filters, { page: filters.page - 1 })}`}
              >
                Previous page
              </Link>
            )}
            {filters.page < list.pages && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/predictions?${query(filters, { page: filters.page + 1 })}`}
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
