// The items where the compared models earned different credit, each linked to its detail.
import Link from "next/link";
import type { Route } from "next";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { EarnedMarks } from "@/lib/benchmarks/mrben/ui/earned-marks";
import { ItemSummary } from "@/lib/benchmarks/mrben/ui/item-summary";
import { PageLinks } from "@/components/ui/page-links";
import type { Comparison, Disagreements } from "@/lib/benchmarks/mrben/board/compare-models";
import { DataTable, type DataColumn } from "@/components/ui/data-table";

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
        <DataTable
          caption="Items where the compared models disagree, and what each earned"
          testId="disagreements"
          boxed
          focusable
          columns={disagreementColumns(comparison)}
          rows={disagreements.items}
          rowKey={(item) => item.itemId}
        />
      )}
      <PageLinks page={disagreements.page} pageCount={disagreements.pageCount} href={(page) => href({ page })} />
    </div>
  );
}

type DisagreementItem = Disagreements["items"][number];

function disagreementColumns(comparison: Comparison): DataColumn<DisagreementItem>[] {
  return [
    {
      key: "item",
      header: "Item",
      className: "min-w-[14rem] max-w-xs align-top",
      cell: (item) => <ItemSummary item={item} />,
    },
    ...comparison.models.map(({ entry }, index): DataColumn<DisagreementItem> => ({
      key: entry.slug,
      header: entry.modelName,
      className: "align-top",
      cell: (item) => {
        const answer = item.answers[index]!;
        return (
          <>
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
          </>
        );
      },
    })),
  ];
}
