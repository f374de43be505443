// Every approved model's answer to one item for one shot setting: what it said, what it earned,
// the judge's verdict and the raw response.
import Link from "next/link";
import type { Route } from "next";
import { EarnedMarks } from "@/lib/benchmarks/mrben/ui/earned-marks";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { ItemAnswer } from "@/lib/benchmarks/mrben/board/item-detail";
import type { Shots } from "@/lib/benchmarks/mrben/board/types";

export function AnswersTable({
  answers,
  shots,
  incorrect,
}: {
  answers: ItemAnswer[];
  shots: Shots;
  incorrect: boolean;
}) {
  const columns: DataColumn<ItemAnswer>[] = [
    {
      key: "model",
      header: "Model",
      rowHeader: true,
      className: "font-medium align-top",
      cell: (answer) => (
        <Link href={`/models/${answer.slug}` as Route} className="text-brand-700 underline">
          {answer.modelName}
        </Link>
      ),
    },
    {
      key: "said",
      header: "Said",
      className: "align-top",
      cell: (answer) => (
        <>
          {answer.solutionCorrectness.trim() || "–"}{" "}
          <span className="font-mono text-xs text-slate-500">({answer.outcome ?? "not scored"})</span>
        </>
      ),
    },
    { key: "step", header: "First error step", className: "align-top", cell: (answer) => answer.predictedStep ?? "–" },
    {
      key: "earned",
      header: "Earned",
      className: "align-top",
      cell: (answer) => (
        <EarnedMarks
          verdict={answer.verdictEarned}
          step={answer.stepEarned}
          reason={answer.reasonEarned}
          incorrect={incorrect}
        />
      ),
    },
    {
      key: "judge",
      header: "Judge",
      className: "text-xs align-top",
      cell: (answer) => (
        <>
          {answer.verdict === null ? "–" : answer.verdict}
          {answer.judgeModel && <span className="block text-slate-500">{answer.judgeModel}</span>}
        </>
      ),
    },
    {
      key: "response",
      header: "Response",
      className: "min-w-[16rem] align-top",
      cell: (answer) => (
        <details>
          <summary className="text-brand-700 cursor-pointer">Raw response</summary>
          <pre
            tabIndex={0}
            className="mt-1 max-h-72 overflow-auto rounded bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap"
          >
            {answer.rawResponse || "(empty)"}
          </pre>
          {answer.errorReason && (
            <p className="mt-1 text-xs break-words whitespace-pre-wrap">
              <span className="text-slate-500">Error reason given: </span>
              {answer.errorReason}
            </p>
          )}
        </details>
      ),
    },
  ];
  return (
    <DataTable
      caption={`Every approved model's ${shots}-shot answer to this item`}
      testId={`answers-${shots}`}
      boxed
      focusable
      columns={columns}
      rows={answers}
      rowKey={(answer) => answer.slug}
      rowData={(answer) => ({ "data-model": answer.slug })}
    />
  );
}
