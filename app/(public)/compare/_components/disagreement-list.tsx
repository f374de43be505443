// The items where the compared models earned different credit, each linked to its detail.
import Link from "next/link";
import type { Route } from "next";
import { subjectLabel } from "@/lib/mrben";
import { EarnedMarks } from "@/components/leaderboard/earned-marks";
import { PageLinks } from "@/components/leaderboard/page-links";
import type { Comparison, Disagreements } from "@/lib/leaderboard/compare-models";

export function DisagreementList({
  comparison,
  disagreements,
  href,
}: {
  comparison: Comparison;
  disagreements: Disagreements;
  href: (change: { subject?: string | null; page?: number }) => string;
}) {
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 ${active ? "border-brand-700 bg-brand-50 font-medium text-brand-900" : "border-slate-300 bg-white hover:bg-slate-100"}`;
  const all = Object.values(disagreements.bySubject).reduce((sum, count) => sum + count, 0);
  return (
    <div className="space-y-3">
      <nav aria-label="Filter by subject" className="flex flex-wrap gap-2 text-sm">
        <Link
          href={href({ subject: null, page: 1 }) as Route}
          className={chip(disagreements.subject === null)}
          aria-current={disagreements.subject === null ? "page" : undefined}
        >
          All subjects ({all})
        </Link>
        {comparison.subjects.map((subject) => (
          <Link
            key={subject.key}
            href={href({ subject: subject.key, page: 1 }) as Route}
            className={chip(disagreements.subject === subject.key)}
            aria-current={disagreements.subject === subject.key ? "page" : undefined}
          >
            {subject.label} ({disagreements.bySubject[subject.key] ?? 0})
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-600" data-testid="disagreement-count">
        {disagreements.total} item{disagreements.total === 1 ? "" : "s"} where the models earned different credit
        {disagreements.subject ? ` in ${subjectLabel(disagreements.subject)}` : ""}.
      </p>
      {disagreements.items.length > 0 && (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
          <table className="min-w-full text-sm" data-testid="disagreements">
            <caption className="sr-only">Items where the compared models disagree, and what each earned</caption>
            <thead className="bg-slate-100 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Item
                </th>
                {comparison.models.map(({ entry }) => (
                  <th key={entry.slug} scope="col" className="px-3 py-2">
                    {entry.modelName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {disagreements.items.map((item) => (
                <tr key={item.itemId}>
                  <td className="min-w-[14rem] max-w-xs px-3 py-2">
                    <Link href={`/items/${item.itemId}` as Route} className="font-medium text-brand-700 underline">
                      {subjectLabel(item.subject)} #{item.position + 1}
                    </Link>
                    <span className="block text-xs text-slate-500">solution is {item.correctness}</span>
                    <span className="line-clamp-2 text-xs text-slate-700">{item.excerpt}</span>
                  </td>
                  {item.answers.map((answer, index) => (
                    <td key={comparison.models[index]!.entry.slug} className="px-3 py-2">
                      <span className="block font-mono text-xs">
                        {answer.outcome}
                        {answer.predictedStep !== null && ` · step ${answer.predictedStep}`}
                      </span>
                      <EarnedMarks
                        verdict={answer.verdictEarned}
                        step={answer.stepEarned}
                        reason={answer.reasonEarned}
                        incorrect={item.correctness === "incorrect"}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks page={disagreements.page} pageCount={disagreements.pageCount} href={(page) => href({ page })} />
    </div>
  );
}
