// A page's title block: an optional trail link above, the title, a line or two of context, and
// actions on the right.
import type { ReactNode } from "react";

export function PageHeader({
  title,
  trail,
  description,
  actions,
}: {
  title: ReactNode;
  trail?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="space-y-1">
        {trail ? <p className="text-sm text-slate-500">{trail}</p> : null}
        <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
        {description ? <div className="max-w-3xl text-sm text-slate-600">{description}</div> : null}
      </div>
      {actions}
    </header>
  );
}
