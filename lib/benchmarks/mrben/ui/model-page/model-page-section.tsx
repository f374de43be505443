// MR-Ben's part of a model's page: its entry's header (verified or reported), moderators' flags,
// standings, metadata, per-subject scores and charts, analyses and results files.
import { formatDay } from "@/lib/benchmarks/mrben/board/format";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { getModelPage, type ModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";
import { modelAnalysesJson } from "@/lib/benchmarks/mrben/analyses/model-analyses";
import type { ModelPageSection } from "@/lib/benchmarks/kind-view";
import { ExternalLink } from "@/components/external-link";
import { PageHeader } from "@/components/ui/page-header";
import { AnalysesPanel } from "../analyses-panel";
import { SubjectRadarChart } from "../charts/subject-radar-chart";
import { SubMetricsChart } from "../charts/sub-metrics-chart";
import { CompareWith } from "./compare-with";
import { ModelMetadata } from "./model-metadata";
import { RunsList } from "./runs-list";
import { Standings } from "./standings";
import { SUBJECT_TABLE_ID, SubjectScoresTable } from "./subject-scores-table";
import { ENTRY_TIER_WORDS } from "@/lib/benchmarks/board-change";

export const mrbenModelPage: ModelPageSection<ModelPage> = {
  load: (slug) => getModelPage(slug),
  title({ entry }) {
    return { title: entry.modelName, description: `${entry.modelName} on the MR-Ben leaderboard` };
  },
  Section: ({ slug, data }) => <MrbenModelSection slug={slug} page={data} />,
};

async function MrbenModelSection({ slug, page }: { slug: string; page: ModelPage }) {
  const [board, analyses] = await Promise.all([getBoardData(), modelAnalysesJson(slug)]);
  const { entry } = page;
  const settings = SHOT_SETTINGS.filter((shots) => entry.runs[`${shots}`]);
  const radarSeries = settings.map((shots) => ({
    name: `${shots}-shot`,
    values: Object.fromEntries(
      page.subjects.map((subject) => [subject.key, entry.runs[`${shots}`]!.subjects[subject.key]?.score.value ?? null]),
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
            {entry.organization} · approved {formatDay(entry.approvedAt)} · verified ({ENTRY_TIER_WORDS[entry.tier]})
          </p>
        )}
        {page.verification && (
          <p className="text-sm text-slate-600" data-testid="verified-by">
            Verified on {formatDay(page.verification.at)} by {page.verification.by}
          </p>
        )}
      </PageHeader>

      {entry.flags.length > 0 && (
        <section
          aria-labelledby="flags-heading"
          data-testid="model-flags"
          className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950"
        >
          <h2 id="flags-heading" className="font-semibold">
            Flagged by the moderators
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {entry.flags.map((flag) => (
              <li key={flag.kind}>
                <strong>{flag.label}</strong> (since {formatDay(flag.since)}): {flag.note}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Standings overall={page.overall} />
      <ModelMetadata entry={entry} />
      {!reported && <CompareWith slug={slug} others={others} />}

      {settings.every((shots) => Object.keys(entry.runs[`${shots}`]!.subjects).length === 0) ? (
        <p className="text-sm text-slate-600" data-testid="no-subjects">
          Per subject: its source gives only the average MR-Score.
        </p>
      ) : (
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
      )}

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
