// A benchmark item in a list: its subject and number linking to every model's answer, whether its
// solution is correct, and the start of its question.
import Link from "next/link";
import type { Route } from "next";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";

export function ItemSummary({
  item,
}: {
  item: { itemId: string; subject: string; position: number; correctness: string; excerpt: string };
}) {
  return (
    <>
      <Link href={`/items/${item.itemId}` as Route} className="text-brand-700 font-medium underline">
        {subjectLabel(item.subject)} #{item.position + 1}
      </Link>
      <span className="block text-xs text-slate-500">solution is {item.correctness}</span>
      <span className="line-clamp-2 text-xs text-slate-700">{item.excerpt}</span>
    </>
  );
}
