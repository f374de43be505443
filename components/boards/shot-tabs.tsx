// The shot setting a board or an entry shows, as links that keep it in the address.
import Link from "next/link";
import type { Route } from "next";

export function ShotTabs({ shots, href }: { shots: 0 | 1; href: (shots: 0 | 1) => string }) {
  return (
    <nav aria-label="Shot setting" className="flex gap-2 text-sm">
      {([0, 1] as const).map((value) => (
        <Link
          key={value}
          href={href(value) as Route}
          aria-current={value === shots ? "page" : undefined}
          className={
            value === shots
              ? "rounded-md bg-brand-700 px-3 py-1 font-medium text-white"
              : "rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50"
          }
        >
          {value}-shot
        </Link>
      ))}
    </nav>
  );
}
