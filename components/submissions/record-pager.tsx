// Links to a record's neighbours in its scoring, when its kind orders records (extraction: by reference).
import Link from "next/link";
import type { Route } from "next";

export function RecordPager({
  base,
  shots,
  record,
}: {
  /** The records list's path; a record's page is base/key. */
  base: string;
  shots: 0 | 1;
  record: { previous: string | null; next: string | null };
}) {
  if (record.previous === null && record.next === null) return null;
  return (
    <nav aria-label="Records" className="flex gap-4 text-sm">
      {record.previous !== null && (
        <Link className="text-brand-700 underline" href={`${base}/${record.previous}?shots=${shots}` as Route}>
          previous record
        </Link>
      )}
      {record.next !== null && (
        <Link className="text-brand-700 underline" href={`${base}/${record.next}?shots=${shots}` as Route}>
          next record
        </Link>
      )}
    </nav>
  );
}
