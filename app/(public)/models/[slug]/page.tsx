// A model's page: each kind's own section (MR-Ben: standings, subjects, analyses, files), then its
// entries on the shared boards (extraction and any kind a build adds); a model on those alone has those alone.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ModelPageSection } from "@/lib/benchmarks/kind-view";
import { benchmarkKinds } from "@/lib/benchmarks/registry";
import { getModelBoardEntries, type ModelBoardEntries } from "@/lib/boards/model-entries";
import { HostedRunSettingsTable } from "@/components/hosted-runs/hosted-run-settings";
import { loadHostedRunSettings } from "@/lib/hosted-runs/run-settings";
import { BoardEntries } from "./_components/board-entries";
import { ExternalLink } from "@/components/external-link";
import { PageHeader } from "@/components/ui/page-header";

type Props = { params: Promise<{ slug: string }> };

type KindSection = { kind: string; section: ModelPageSection; data: unknown };

// Rendered on first request and kept until the board's tag is invalidated; the build needs no database.
export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return [];
}

async function kindSections(slug: string): Promise<KindSection[]> {
  const found = await Promise.all(
    benchmarkKinds().map(async (kind) => {
      const section = (await kind.view()).modelPage;
      const data = section ? await section.load(slug) : null;
      return section && data ? { kind: kind.name, section, data } : null;
    }),
  );
  return found.filter((section) => section !== null);
}

/** The kinds' sections and the shared boards' entries of the model; a 404 when it is on no board. */
async function load(slug: string): Promise<{ sections: KindSection[]; entries: ModelBoardEntries[] }> {
  const [sections, entries] = await Promise.all([kindSections(slug), getModelBoardEntries(slug)]);
  if (sections.length === 0 && entries.length === 0) notFound();
  return { sections, entries };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { sections, entries } = await load((await params).slug);
  const lead = sections[0];
  if (lead) return lead.section.title(lead.data);
  const name = entries[0]?.settings[0]?.rows[0]?.model.name ?? "Model";
  return { title: name, description: `${name} on ${entries.map((entry) => entry.benchmark.name).join(", ")}` };
}

export default async function ModelPage({ params }: Props) {
  const { slug } = await params;
  const [{ sections, entries }, hostedRuns] = await Promise.all([
    load(slug),
    loadHostedRunSettings({ modelSlug: slug }),
  ]);
  return (
    <div className="space-y-8">
      {sections.length === 0 && <BoardModelHeader entries={entries} />}
      {sections.map(({ kind, section, data }) => (
        <section.Section key={kind} slug={slug} data={data} />
      ))}
      <HostedRunSettingsTable runs={hostedRuns} />
      {entries.length > 0 && <BoardEntries entries={entries} />}
    </div>
  );
}

/** The header of a model on the shared boards alone: its name, organization and link. */
function BoardModelHeader({ entries }: { entries: ModelBoardEntries[] }) {
  const model = entries[0]!.settings[0]!.rows[0]!.model;
  return (
    <PageHeader prominent trail="Model" title={model.name}>
      <p className="text-slate-600">
        {model.organization} ·{" "}
        <ExternalLink href={model.link} className="text-brand-700 underline">
          model
        </ExternalLink>
      </p>
    </PageHeader>
  );
}
