import type { Metadata } from "next";
import { getBoardAnalyses } from "@/lib/benchmarks/mrben/analyses/board-analyses";
import { ZShotsParam } from "@/lib/validations/url-params";
import { AcrossModels } from "@/lib/benchmarks/mrben/ui/analyses/across-models";
import { PageHeader } from "@/components/ui/page-header";
import { ShotTabs } from "@/components/boards/shot-tabs";

export const metadata: Metadata = {
  title: "Analyses",
  description: "MR-Ben results by difficulty, solution source and error position, for every model on the board",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AnalysesPage({ searchParams }: Props) {
  const shots = ZShotsParam.parse((await searchParams).shots);
  const board = await getBoardAnalyses(shots);
  return (
    <div className="space-y-6">
      <PageHeader title="Analyses across models">
        <p className="max-w-3xl text-sm text-slate-600">
          The breakdowns of the MR-Ben paper for every model on the board: MR-Score by difficulty level and by the model
          that wrote the judged solution, step and reason accuracy by where the first error lies, the correctness flag
          as a detector of incorrect solutions, and how far off the predicted first error steps are. Each model&apos;s
          own page has the intervals and charts of each; the board ranks by a difficulty level with its filter.
        </p>
        <ShotTabs look="segmented" shots={shots} href={(tab) => `/analyses?shots=${tab}`} />
      </PageHeader>
      {board.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No model on the board has {shots}-shot analyses yet.
        </p>
      ) : (
        <AcrossModels board={board} />
      )}
      {board.pending > 0 && (
        <p className="text-xs text-slate-500">
          {board.pending} more entr{board.pending === 1 ? "y is" : "ies are"} being analysed.
        </p>
      )}
    </div>
  );
}
