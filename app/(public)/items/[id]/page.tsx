import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getItemDetail, type ItemDetail } from "@/lib/benchmarks/mrben/board/item-detail";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/mrben/board/types";
import { AnswersTable } from "../_components/answers-table";
import { PageHeader } from "@/components/ui/page-header";

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

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <div className="space-y-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** Dataset fields are strings or lists of strings; show either as text. */
function Text({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-slate-400">–</span>;
  if (Array.isArray(value))
    return (
      <ol className="list-decimal space-y-1 pl-6">
        {value.map((entry, index) => (
          <li key={index} className="whitespace-pre-wrap break-words">
            {typeof entry === "string" ? entry : JSON.stringify(entry)}
          </li>
        ))}
      </ol>
    );
  return <p className="whitespace-pre-wrap break-words">{typeof value === "string" ? value : JSON.stringify(value)}</p>;
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
      <Block title="Question">
        <Text value={item.question} />
        {item.options !== null && (
          <div>
            <p className="text-xs text-slate-500">Options</p>
            <Text value={item.options} />
          </div>
        )}
        <p className="break-all text-xs text-slate-500">
          {item.originalSubject} · {item.questionUuid} · solution sampled from {item.sampledModel} · benchmark version{" "}
          {item.benchmarkVersion}
        </p>
      </Block>
      <Block title="Solution steps">
        {typeof item.steps === "string" ? (
          <pre className="overflow-x-auto whitespace-pre-wrap break-words text-xs">{item.steps}</pre>
        ) : (
          <Text value={item.steps} />
        )}
      </Block>
      <Block title="Ground truth">
        <p>
          The solution is <strong>{item.correctness}</strong>.
        </p>
        {item.correctness === "incorrect" && (
          <>
            <p>First error step: {item.firstErrorStep === "" ? "(empty)" : item.firstErrorStep}</p>
            <div>
              <p className="text-xs text-slate-500">Error reason</p>
              <Text value={item.errorReason} />
            </div>
          </>
        )}
      </Block>
      {SHOT_SETTINGS.map((shots) => (
        <Answers key={shots} item={item} shots={shots} />
      ))}
    </div>
  );
}
