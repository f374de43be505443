import type { Metadata, Route } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { EarnedMarks } from "@/components/leaderboard/earned-marks";
import { getItemDetail, type ItemDetail } from "@/lib/leaderboard/item-detail";
import { SHOT_SETTINGS, type Shots } from "@/lib/leaderboard/types";

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
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" tabIndex={0}>
          <table className="min-w-full text-sm" data-testid={`answers-${shots}`}>
            <caption className="sr-only">Every approved model&apos;s {shots}-shot answer to this item</caption>
            <thead className="bg-slate-100 text-left text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Model
                </th>
                <th scope="col" className="px-3 py-2">
                  Said
                </th>
                <th scope="col" className="px-3 py-2">
                  First error step
                </th>
                <th scope="col" className="px-3 py-2">
                  Earned
                </th>
                <th scope="col" className="px-3 py-2">
                  Judge
                </th>
                <th scope="col" className="px-3 py-2">
                  Response
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {answered.map((answer) => (
                <tr key={answer.slug} data-model={answer.slug}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link href={`/models/${answer.slug}` as Route} className="text-brand-700 underline">
                      {answer.modelName}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    {answer.solutionCorrectness.trim() || "–"}{" "}
                    <span className="font-mono text-xs text-slate-500">({answer.outcome ?? "not scored"})</span>
                  </td>
                  <td className="px-3 py-2">{answer.predictedStep ?? "–"}</td>
                  <td className="px-3 py-2">
                    <EarnedMarks
                      verdict={answer.verdictEarned}
                      step={answer.stepEarned}
                      reason={answer.reasonEarned}
                      incorrect={incorrect}
                    />
                  </td>
                  <td className="px-3 py-2 text-xs">
                    {answer.verdict === null ? "–" : answer.verdict}
                    {answer.judgeModel && <span className="block text-slate-500">{answer.judgeModel}</span>}
                  </td>
                  <td className="min-w-[16rem] px-3 py-2">
                    <details>
                      <summary className="cursor-pointer text-brand-700">Raw response</summary>
                      <pre className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs">
                        {answer.rawResponse || "(empty)"}
                      </pre>
                      {answer.errorReason && (
                        <p className="mt-1 whitespace-pre-wrap break-words text-xs">
                          <span className="text-slate-500">Error reason given: </span>
                          {answer.errorReason}
                        </p>
                      )}
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
      <p className="text-sm text-slate-500">
        <Link href={`/items?subject=${item.subject}` as Route} className="underline">
          Item difficulty
        </Link>
      </p>
      <h1 className="text-2xl font-semibold text-brand-900">
        {item.subjectLabel} item #{item.position + 1}
      </h1>
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
