// The building blocks of a validation report: a titled section with a count that reads "none"
// when nothing was found, and a bounded list of examples.
import type { ReactNode } from "react";

const number = new Intl.NumberFormat("en-US");

export function Section({ title, count, children }: { title: string; count?: number; children?: ReactNode }) {
  const flagged = count !== undefined && count > 0;
  return (
    <section className="border-t border-slate-100 py-3 first:border-t-0">
      <h4 className="flex items-baseline justify-between gap-3 text-sm font-medium text-slate-800">
        <span>{title}</span>
        {count !== undefined && (
          <span className={flagged ? "text-amber-800" : "text-emerald-700"}>
            {flagged ? number.format(count) : "none"}
          </span>
        )}
      </h4>
      {children && <div className="mt-2 text-xs text-slate-700">{children}</div>}
    </section>
  );
}

export function List({ items, total }: { items: string[]; total: number }) {
  if (items.length === 0) return null;
  return (
    <>
      {/* Focusable: a long list scrolls with the arrow keys. */}
      <ul tabIndex={0} className="max-h-40 list-disc space-y-0.5 overflow-auto pl-5 font-mono">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {total > items.length && <p className="mt-1">…and {number.format(total - items.length)} more.</p>}
    </>
  );
}
