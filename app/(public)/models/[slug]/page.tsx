import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnalysesPanel } from "@/lib/benchmarks/mrben/ui/analyses-panel";
import { SubjectRadarChart } from "@/lib/benchmarks/mrben/ui/charts/subject-radar-chart";
import { SubMetricsChart } from "@/lib/benchmarks/mrben/ui/charts/sub-metrics-chart";
import { modelAnalysesJson } from "@/lib/benchmarks/mrben/analyses/model-analyses";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { formatDay } from "@/lib/benchmarks/mrben/board/format";
import { getModelPage, type ModelPage as ModelPageData } from "@/lib/benchmarks/mrben/board/model-page";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";
import { CompareWith } from "./_components/compare-with";
import { ModelMetadata } from "./_components/model-metadata";
import { RunsList } from "./_components/runs-list";
import { Standings } from "./_components/standings";
import { SUBJECT_TABLE_ID, SubjectScoresTable } from "./_components/subject-scores-table";
import { ExternalLink } from "@/components/external-link";
import { PageHeader } from "@/components/ui/page-header";

type Props = { params: Promise<{ slug: string }> };

// Rendered on first request and kept until the board's tag is invalidated; the build needs no database.
export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return [];
}

async function load(slug: string): Promise<ModelPageData> {
  const page = await getModelPage(slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).slug);
  return { title: page.entry.modelName, description: `${page.entry.modelName} on the MR-Ben leaderboard` };
}

export default async function ModelPage({ params }: Props) {
  const { slug } = await params;
  const [page, board, analyses] = await Promise.all([load(slug), getBoardData(), modelAnalysesJson(slug)]);
  const { entry } = page;
  const settings = SHOT_SETTINGS.filter((shots) => entry.runs[`${shots}`]);
  const radarSeries = settings.map((shots) => ({
    name: `${shots}-shot`,
    values: Object.fromEntries(
      page.subjects.map((subject) => [
        subject.key,
        entry.runs[`${shots}`]!.subjects[subject.key]?.mrScore.value ?? null,
      ]),
    ),
  }));
  const subMetrics = settings.map((shots) => ({
    shots,
    groups: page.subjects.map((subject) => {
      const result = entry.runs[`${shots}`]!.subjects[subject.key];
      return {
        label: subject.label,
        values: { MCC: result?.mcc ?? null, ACC_step: result?.accStep ?? null, ACC_reason: result?.accReason ?? null },
      };
    }),
  }));
  const reported = entry.verification === "reported";
  const others = board.entries
    .filter((other) => other.slug !== slug && other.verification === "verified")
    .map((other) => ({ slug: other.slug, modelName: other.modelName }))
    .sort((a, b) => a.modelName.localeCompare(b.modelName));

  return (
    <div className="space-y-8">
      <PageHeader prominent trail="Model" title={entry.modelName}>
        {reported ? (
          <p className="text-slate-600" data-testid="reported-mark">
            {entry.organization} · added {formatDay(entry.approvedAt)} · reported, not rescored: the MR-Scores as{" "}
            {entry.sourceUrl ? (
              <ExternalLink href={entry.sourceUrl} className="text-brand-700 underline">
                their source
              </ExternalLink>
            ) : (
              "their source"
            )}{" "}
            published them, without results files, intervals, MCC or ACC.
          </p>
        ) : (
          <p className="text-slate-600">
            {entry.organization} · approved {formatDay(entry.approvedAt)} · verified (rescored from its files here)
          </p>
        )}
        {page.verification && (
          <p className="text-sm text-slate-600" data-testid="verified-by">
            Verified on {formatDay(page.verification.at)} by {page.verification.by}
          </p>
        )}
      </PageHeader>

      <Standings overall={page.overall} />
      <ModelMetadata entry={entry} />
      {!reported && <CompareWith slug={slug} others={others} />}

      <section aria-labelledby="subjects-heading" className="space-y-4">
        <h2 id="subjects-heading" className="text-lg font-semibold text-slate-900">
          Per subject
        </h2>
        <SubjectScoresTable page={page} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SubjectRadarChart
            subjects={page.subjects}
            series={radarSeries}
            title="MR-Score per subject (percent), 0-shot and 1-shot"
            describedBy={SUBJECT_TABLE_ID}
          />
          <SubMetricsChart settings={subMetrics} describedBy={SUBJECT_TABLE_ID} />
        </div>
      </section>

      {analyses && (
        <section aria-labelledby="model-analyses-heading" className="space-y-4">
          <h2 id="model-analyses-heading" className="text-lg font-semibold text-slate-900">
            Analyses
          </h2>
          <p className="text-sm text-slate-600">
            By difficulty, by the model that wrote the judged solution and by where the first error is; the flag as a
            detector of incorrect solutions. As data:{" "}
            <a className="text-brand-700 underline" href={`/api/v1/models/${encodeURIComponent(slug)}/analyses`}>
              JSON
            </a>{" "}
            ·{" "}
            <a
              className="text-brand-700 underline"
              href={`/api/v1/models/${encodeURIComponent(slug)}/analyses?format=csv`}
            >
              CSV
            </a>
          </p>
          {settings.map((shots) => (
            <AnalysesPanel
              key={shots}
              shots={shots}
              title={`${shots}-shot`}
              analyses={analyses.runs[`${shots}`]?.analyses ?? null}
            />
          ))}
        </section>
      )}

      <section aria-labelledby="files-heading" className="space-y-3">
        <h2 id="files-heading" className="text-lg font-semibold text-slate-900">
          Results files
        </h2>
        {reported ? (
          <p className="text-sm text-slate-600">A reported entry has no results files here.</p>
        ) : (
          <RunsList runs={page.runs} label="The results files of this entry" />
        )}
        {page.history.length > 0 && (
          <div className="space-y-3">
            <h3 className="font-medium text-slate-800">Earlier approved submissions</h3>
            {page.history.map((old) => (
              <div key={old.submissionId} className="space-y-1">
                <p className="text-sm text-slate-600">
                  {old.modelName}, approved {formatDay(old.approvedAt)}
                </p>
                <RunsList runs={old.runs} label={`Results files approved ${formatDay(old.approvedAt)}`} />
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
