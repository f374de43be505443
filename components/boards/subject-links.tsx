// Links to a board with subjects: its overall board and each subject's.
import Link from "next/link";
import type { Route } from "next";
import type { BoardSubject } from "@/lib/boards/board-data";

/** Where a board's overall and subject pages are. */
export interface BoardPaths {
  overall: string;
  subject(key: string): string;
}

/** Links to the overall board and each subject's board (as of a past day, when one is shown); the current one is marked. */
export function SubjectLinks({
  subjects,
  paths,
  current,
  asOf,
}: {
  subjects: BoardSubject[];
  paths: BoardPaths;
  current?: string;
  asOf?: string;
}) {
  if (subjects.length === 0) return null;
  const at = (path: string) => (asOf ? `${path}?asOf=${asOf}` : path) as Route;
  const item = (href: Route, label: string, active: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={
          active
            ? "rounded-full bg-brand-600 px-3 py-1 font-medium text-white"
            : "rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-700 hover:bg-slate-100"
        }
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Boards">
      <ul className="flex flex-wrap gap-2 text-sm">
        {item(at(paths.overall), "Overall", current === undefined)}
        {subjects.map((subject) => item(at(paths.subject(subject.key)), subject.label, current === subject.key))}
      </ul>
    </nav>
  );
}
