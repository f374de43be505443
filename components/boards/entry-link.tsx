// A board entry's model name, opening the entry's public page (its records) in the shot setting shown.
import Link from "next/link";

export function EntryLink({
  slug,
  shots,
  entry,
}: {
  slug: string;
  shots: 0 | 1;
  entry: { submissionId: string; model: { name: string } };
}) {
  return (
    <Link
      className="text-brand-700 underline"
      href={`/benchmarks/${slug}/entries/${entry.submissionId}?shots=${shots}`}
    >
      {entry.model.name}
    </Link>
  );
}
