import type { Metadata, Route } from "next";
import { redirect } from "next/navigation";
import { GroupedBarChart } from "@/components/charts/grouped-bar-chart";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { getComparison } from "@/lib/benchmarks/mrben/board/compare-models";
import { parseComparedModels, ZCompareQuery } from "@/lib/benchmarks/mrben/board/compare-query";
import { DisagreementList } from "@/lib/benchmarks/mrben/ui/compare/disagreement-list";
import { ModelPicker } from "@/lib/benchmarks/mrben/ui/compare/model-picker";
import { SIDE_BY_SIDE_TABLE_ID, SideBySideTable } from "@/lib/benchmarks/mrben/ui/compare/side-by-side-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Compare models" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function compareHref(state: { models: string[]; shots: number; subject?: string | null; page?: number }): string {
  const query = new URLSearchParams({ models: state.models.join(","), shots: String(state.shots) });
  if (state.subject) query.set("subject", state.subject);
  if (state.page && state.page > 1) query.set("page", String(state.page));
  return `/compare?${query.toString().replaceAll("%2C", ",")}`;
}

export default async function ComparePage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = ZCompareQuery.parse(raw);
  // The picker's form sends one `model` field per choice; the page's address lists them as models=a,b.
  if (raw.model !== undefined) {
    const chosen = [raw.model].flat().filter((slug): slug is string => typeof slug === "string" && slug !== "");
    redirect(compareHref({ models: chosen, shots: query.shots }) as Route);
  }
  const board = await getBoardData();
  const asked = query.models !== undefined;
  const parsed = parseComparedModels(query.models);
  const result = parsed.ok
    ? await getComparison({ slugs: parsed.slugs, shots: query.shots, subject: query.subject, page: query.page, board })
    : null;
  const error = asked && !parsed.ok ? parsed.error : result && !result.ok ? result.error : null;
  const comparison = result?.ok ? result.data : null;
  const selected = parsed.ok ? parsed.slugs : [];

  return (
    <div className="space-y-6">
      <PageHeader prominent title="Compare models">
        <p className="max-w-3xl text-slate-700">
          Two to four models side by side in one setting, and the benchmark items where they earned different credit.
        </p>
      </PageHeader>
      <ModelPicker
        entries={board.entries.filter((entry) => entry.verification === "verified")}
        selected={selected}
        shots={query.shots}
      />
      {error && (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-red-900"
          data-testid="compare-error"
        >
          {error}
        </p>
      )}
      {comparison && (
        <>
          <section aria-labelledby="scores-heading" className="space-y-4">
            <h2 id="scores-heading" className="text-lg font-semibold text-slate-900">
              MR-Score, {comparison.shots}-shot
            </h2>
            <SideBySideTable comparison={comparison} />
            <GroupedBarChart
              groups={[
                ...comparison.subjects.map((subject) => ({
                  label: subject.label,
                  values: Object.fromEntries(
                    comparison.models.map(({ entry, run }) => [
                      entry.modelName,
                      run?.subjects[subject.key]?.score.value ?? null,
                    ]),
                  ),
                })),
                {
                  label: "Mean",
                  values: Object.fromEntries(
                    comparison.models.map(({ entry, run }) => [entry.modelName, run?.mean.value ?? null]),
                  ),
                },
              ]}
              series={comparison.models.map(({ entry }) => entry.modelName)}
              title={`MR-Score per subject, ${comparison.shots}-shot (percent)`}
              describedBy={SIDE_BY_SIDE_TABLE_ID}
              testId="compare-chart"
            />
          </section>
          <section aria-labelledby="disagreements-heading" className="space-y-3">
            <h2 id="disagreements-heading" className="text-lg font-semibold text-slate-900">
              Where they disagree
            </h2>
            {comparison.disagreements ? (
              <DisagreementList
                comparison={comparison}
                disagreements={comparison.disagreements}
                href={(change) =>
                  compareHref({
                    models: selected,
                    shots: comparison.shots,
                    subject: change.subject === undefined ? comparison.disagreements!.subject : change.subject,
                    page: change.page,
                  })
                }
              />
            ) : (
              <p className="text-slate-600">
                Not every model has {comparison.shots}-shot results scored against the current benchmark, so their
                answers cannot be compared item by item.
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
