// Every benchmark the portal ranks: MR-Ben and the extraction benchmarks an admin imported.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { getExtractionBenchmarks } from "@/lib/leaderboard/extraction-board";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Benchmarks" };
// Rendered per request (then cached by its query): `next build` has no database to list.
export const dynamic = "force-dynamic";

export default async function BenchmarksPage() {
  const extraction = await getExtractionBenchmarks();
  return (
    <div className="space-y-6">
      <PageHeader prominent title="Benchmarks" />
      <ul className="space-y-4" data-testid="benchmark-list">
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <Link href="/" className="text-lg font-medium text-brand-700 underline">
            MR-Ben
          </Link>
          <p className="text-sm text-slate-600">
            Meta-reasoning: judge step-by-step solutions, find the first error and explain it. Ranked by MR-Score.
          </p>
        </li>
        {extraction.map((benchmark) => (
          <li key={benchmark.slug} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link
              href={`/benchmarks/${benchmark.slug}` as Route}
              className="text-lg font-medium text-brand-700 underline"
            >
              {benchmark.name}
            </Link>
            <p className="text-sm text-slate-600">
              Structured extraction, scored field by field (F1).{" "}
              {benchmark.description && <span>{benchmark.description}</span>}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
