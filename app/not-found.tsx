// What every address that names nothing shows (an unknown path, and any page's notFound()), inside
// the root layout, so with the site's header: what happened and the ways back.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Not found" };

export default function NotFound() {
  const link = "rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-100";
  return (
    <div className="space-y-6" data-testid="not-found">
      <PageHeader
        prominent
        title="Page not found"
        description={
          <p>
            There is nothing at this address, or nothing you may see. It may have been moved, or a submission may not be
            public yet.
          </p>
        }
      />
      <nav aria-label="Ways back" className="flex flex-wrap gap-3">
        <Link href="/" className={link}>
          Back to the leaderboard
        </Link>
        <Link href="/benchmarks" className={link}>
          All benchmarks
        </Link>
        <Link href="/how-to-submit" className={link}>
          How to submit
        </Link>
      </nav>
    </div>
  );
}
