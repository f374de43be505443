import Link from "next/link";
import { UserMenu } from "./user-menu";

// Reads no request data, so every page under the root layout can be static.
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-baseline gap-2 font-semibold tracking-tight text-brand-900">
          <span className="text-lg">MR-Ben</span>
          <span className="text-sm font-normal text-slate-500">Portal</span>
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-4 text-sm">
          <Link href="/" className="text-slate-700 hover:text-brand-700">
            Leaderboard
          </Link>
          <Link href="/benchmarks" className="text-slate-700 hover:text-brand-700">
            Benchmarks
          </Link>
          <Link href="/analyses" className="text-slate-700 hover:text-brand-700">
            Analyses
          </Link>
          <Link href="/compare" className="text-slate-700 hover:text-brand-700">
            Compare
          </Link>
          <Link href="/items" className="text-slate-700 hover:text-brand-700">
            Items
          </Link>
          <Link href="/about" className="text-slate-700 hover:text-brand-700">
            About
          </Link>
          <a
            href="https://arxiv.org/abs/2406.13975"
            rel="noopener noreferrer"
            className="text-slate-700 hover:text-brand-700"
          >
            Paper
          </a>
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
