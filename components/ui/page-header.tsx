// A page's title block: an optional trail link above, the title, a line or two of context, and
// actions on the right.
import type { ReactNode } from "react";

export function PageHeader({
  title,
  trail,
  description,
  actions,
  prominent = false,
  titleId,
  children,
}: {
  title: ReactNode;
  trail?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** A public page's larger title (the boards, model pages). */
  prominent?: boolean;
  /** The title's id, for a section it labels. */
  titleId?: string;
  /** More of the title block under the description: notes, setting tabs, board links. */
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className={`min-w-0 ${prominent ? "space-y-3" : "space-y-1"}`}>
        {trail ? <p className="text-sm text-slate-500">{trail}</p> : null}
        <h1
          id={titleId}
          className={`text-brand-900 flex flex-wrap items-center gap-3 font-semibold break-words ${prominent ? "text-3xl tracking-tight" : "text-2xl"}`}
        >
          {title}
        </h1>
        {description ? (
          <div className={`max-w-3xl ${prominent ? "text-slate-700" : "text-sm text-slate-600"}`}>{description}</div>
        ) : null}
        {children}
      </div>
      {actions}
    </header>
  );
}
