// Previous/next page links for a paginated table whose state lives in the address.
import Link from "next/link";
import type { Route } from "next";

export function PageLinks({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const link = "rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-100";
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1) as Route} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1) as Route} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
