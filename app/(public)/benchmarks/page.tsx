// Every benchmark the portal ranks, each with its kind's one line on what is asked and scored.
import type { Metadata, Route } from "next";
import Link from "next/link";
import { getBenchmarkList } from "@/lib/boards/benchmark-list";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Benchmarks" };
// Rendered per request (then cached by its query): `next build` has no database to list.
export const dynamic = "force-dynamic";

export default async function BenchmarksPage() {
  const benchmarks = await getBenchmarkList();
  return (
    <div className="space-y-6">
      <PageHeader prominent title="Benchmarks" />
      <ul className="space-y-4" data-testid="benchmark-list">
        {benchmarks.map((benchmark) => (
          <li key={benchmark.slug} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link href={benchmark.boardPath as Route} className="text-lg font-medium text-brand-700 underline">
              {benchmark.name}
            </Link>
            <p className="text-sm text-slate-600">
              <span className="first-letter:uppercase">{benchmark.kindHint}</span>.{" "}
              {benchmark.description && <span>{benchmark.description}</span>}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
