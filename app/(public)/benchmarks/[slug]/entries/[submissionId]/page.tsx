// One approved entry of an extraction board: its figures, the fields it gets wrong, and its
// records (one per reference), each opening the truth beside the prediction.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ExtractionFieldsTable } from "@/components/submissions/extraction-fields-table";
import { ExtractionRecordsTable } from "@/components/submissions/extraction-records-table";
import { findPublicExtractionEntry } from "@/lib/leaderboard/extraction-entry";
import { listExtractionRecords } from "@/lib/submissions/extraction-records";
import { loadExtractionRunReport } from "@/lib/submissions/extraction-run-report";
import { ZExtractionRecordFilters } from "@/lib/validations/extraction-record-filters";
import { ZBenchmarkParam } from "@/lib/validations/url-params";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Entry" };

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string; submissionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ExtractionEntryPage({ params, searchParams }: Props) {
  const { slug: rawSlug, submissionId } = await params;
  const slug = ZBenchmarkParam.parse(rawSlug);
  const filters = ZExtractionRecordFilters.parse(await searchParams);
  const shots = Number(filters.shots) as 0 | 1;
  const entry = slug ? await findPublicExtractionEntry({ slug, submissionId, shots }) : null;
  if (!entry) notFound();
  const [report, records] = await Promise.all([
    loadExtractionRunReport(entry.scoringId),
    listExtractionRecords({ scoringId: entry.scoringId, filters }),
  ]);
  if (!report) notFound();
  const base = `/benchmarks/${entry.benchmark.slug}/entries/${entry.submissionId}` as const;
  const pageLink = (change: Record<string, string | number>) => {
    const query = new URLSearchParams({ shots: String(shots), order: filters.order, page: String(filters.page) });
    for (const [key, value] of Object.entries(change)) query.set(key, String(value));
    return `${base}?${query.toString()}`;
  };

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
        <nav aria-label="Shot setting" className="flex gap-2 pt-2 text-sm">
          {([0, 1] as const).map((value) => (
            <Link
              key={value}
              href={`${base}?shots=${value}` as Route}
              aria-current={value === shots ? "page" : undefined}
              className={value === shots ? "font-semibold text-brand-900" : "text-brand-700 underline"}
            >
              {value}-shot
            </Link>
          ))}
        </nav>
      </PageHeader>

      <ExtractionFieldsTable report={report} />

      <section className="space-y-2" aria-labelledby="records-title">
        <h2 id="records-title" className="text-xl font-semibold text-slate-900">
          Records
        </h2>
        <p className="text-sm text-slate-600">
          {records.total} references, {filters.order === "worst" ? "the lowest F1 first" : "in the benchmark's order"}
          {" · "}
          <Link
            className="text-brand-700 underline"
            href={pageLink({ order: filters.order === "worst" ? "reference" : "worst", page: 1 }) as Route}
          >
            {filters.order === "worst" ? "benchmark order" : "worst first"}
          </Link>
        </p>
        <ExtractionRecordsTable
          rows={records.rows}
          recordHref={(index) => `${base}/records/${index}?shots=${shots}` as Route}
        />
        {records.pages > 1 && (
          <nav aria-label="Pages" className="flex gap-3 text-sm">
            {filters.page > 1 && (
              <Link className="text-brand-700 underline" href={pageLink({ page: filters.page - 1 }) as Route}>
                previous
              </Link>
            )}
            <span>
              page {filters.page} of {records.pages}
            </span>
            {filters.page < records.pages && (
              <Link className="text-brand-700 underline" href={pageLink({ page: filters.page + 1 }) as Route}>
                next
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
