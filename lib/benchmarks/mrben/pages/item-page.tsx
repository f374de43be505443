import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getItemDetail, type ItemDetail } from "@/lib/benchmarks/mrben/board/item-detail";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/mrben/board/types";
import { AnswersTable } from "@/lib/benchmarks/mrben/ui/items/answers-table";
import { PageHeader } from "@/components/ui/page-header";
import { TitledBlock } from "@/components/ui/titled-block";
import { DatasetText } from "@/lib/benchmarks/mrben/ui/dataset-text";

type Props = { params: Promise<{ id: string }> };

// Rendered on first request and kept until the board's tag is invalidated; the build needs no database.
export async function generateStaticParams(): Promise<Array<{ id: string }>> {
  return [];
}

async function load(id: string): Promise<ItemDetail> {
  if (!/^[a-z0-9]{1,40}$/.test(id)) notFound();
  const item = await getItemDetail(id);
  if (!item) notFound();
  return item;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await load((await params).id);
  return { title: `${item.subjectLabel} item #${item.position + 1}` };
}

function Answers({ item, shots }: { item: ItemDetail; shots: Shots }) {
  const { answered, unanswered } = item.answers[`${shots}`];
  const incorrect = item.correctness === "incorrect";
  return (
    <section aria-labelledby={`answers-${shots}`} className="space-y-2">
      <h2 id={`answers-${shots}`} className="text-lg font-semibold text-slate-900">
        How the models answered, {shots}-shot
      </h2>
      {answered.length === 0 ? (
        <p className="text-slate-600">No approved model has a {shots}-shot answer to this item.</p>
      ) : (
        <AnswersTable answers={answered} shots={shots} incorrect={incorrect} />
      )}
      {unanswered.length > 0 && (
        <p className="text-sm text-slate-600">Without an answer to this item: {unanswered.join(", ")}.</p>
      )}
    </section>
  );
}

export default async function ItemPage({ params }: Props) {
  const item = await load((await params).id);
  return (
    <div className="space-y-6">
      <PageHeader
        trail={
          <Link href={`/items?subject=${item.subject}` as Route} className="underline">
            Item difficulty
          </Link>
        }
        title={`${item.subjectLabel} item #${item.position + 1}`}
      />
      <TitledBlock title="Question">
        <DatasetText value={item.question} />
        {item.options !== null && (
          <div>
            <p className="text-xs text-slate-500">Options</p>
            <DatasetText value={item.options} />
          </div>
        )}
        <p className="break-all text-xs text-slate-500">
          {item.originalSubject} · {item.questionUuid} · solution sampled from {item.sampledModel} · benchmark version{" "}
          {item.benchmarkVersion}
        </p>
      </TitledBlock>
      <TitledBlock title="Solution steps">
        {typeof item.steps === "string" ? (
          <pre className="overflow-x-auto whitespace-pre-wrap break-words text-xs">{item.steps}</pre>
        ) : (
          <DatasetText value={item.steps} />
        )}
      </TitledBlock>
      <TitledBlock title="Ground truth">
        <p>
          The solution is <strong>{item.correctness}</strong>.
        </p>
        {item.correctness === "incorrect" && (
          <>
            <p>First error step: {item.firstErrorStep === "" ? "(empty)" : item.firstErrorStep}</p>
            <div>
              <p className="text-xs text-slate-500">Error reason</p>
              <DatasetText value={item.errorReason} />
            </div>
          </>
        )}
      </TitledBlock>
      {SHOT_SETTINGS.map((shots) => (
        <Answers key={shots} item={item} shots={shots} />
      ))}
    </div>
  );
}
