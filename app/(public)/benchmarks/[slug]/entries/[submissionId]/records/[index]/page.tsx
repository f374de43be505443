// One record of a public extraction entry: the benchmark's reference beside the model's prediction,
// the record's scores and, per field path, what counted.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RecordSideBySide } from "@/components/submissions/record-side-by-side";
import { findPublicExtractionEntry } from "@/lib/leaderboard/extraction-entry";
import { getExtractionRecord } from "@/lib/submissions/extraction-records";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";

export const metadata: Metadata = { title: "Record" };

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string; submissionId: string; index: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ExtractionRecordPage({ params, searchParams }: Props) {
  const { slug: rawSlug, submissionId, index } = await params;
  const slug = ZBenchmarkParam.parse(rawSlug);
  const shots = ZShotsParam.parse((await searchParams).shots);
  if (!slug || !/^\d{1,7}$/.test(index)) notFound();
  const entry = await findPublicExtractionEntry({ slug, submissionId, shots });
  const referenceIndex = Number(index);
  const record = entry ? await getExtractionRecord({ scoringId: entry.scoringId, referenceIndex }) : null;
  if (!entry || !record) notFound();
  const base = `/benchmarks/${entry.benchmark.slug}/entries/${entry.submissionId}` as const;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-500">
        <Link className="underline" href={`/benchmarks/${entry.benchmark.slug}?shots=${shots}`}>
          {entry.benchmark.name}
        </Link>
        {" · "}
        <Link className="underline" href={`${base}?shots=${shots}` as Route}>
          {entry.modelName}, {shots}-shot
        </Link>
      </p>
      <RecordSideBySide record={record} />
      <nav aria-label="Records" className="flex gap-4 text-sm">
        {referenceIndex > 0 && (
          <Link
            className="text-brand-700 underline"
            href={`${base}/records/${referenceIndex - 1}?shots=${shots}` as Route}
          >
            previous record
          </Link>
        )}
        {referenceIndex + 1 < entry.records && (
          <Link
            className="text-brand-700 underline"
            href={`${base}/records/${referenceIndex + 1}?shots=${shots}` as Route}
          >
            next record
          </Link>
        )}
      </nav>
    </div>
  );
}
