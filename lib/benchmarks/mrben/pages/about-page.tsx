// What MR-Ben measures and how the board's numbers are made, in plain words. Static.
import type { Metadata } from "next";
import Link from "next/link";
import { MR_SCORE_WEIGHTS } from "@/lib/benchmarks/mrben/mr-score/metrics";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "About MR-Ben and MR-Score" };

const WEIGHTS = [
  {
    name: "MCC",
    weight: MR_SCORE_WEIGHTS.mcc,
    what: "Is the solution correct or not? The Matthews correlation of the model's verdicts with the truth (negative values count as 0).",
  },
  {
    name: "ACC_step",
    weight: MR_SCORE_WEIGHTS.step,
    what: "For a wrong solution the model called wrong: did it name the first wrong step?",
  },
  {
    name: "ACC_reason",
    weight: MR_SCORE_WEIGHTS.reason,
    what: "Did it also explain the error correctly? A judge model compares its reason with the annotated one.",
  },
];

const WEIGHT_COLUMNS: DataColumn<(typeof WEIGHTS)[number]>[] = [
  { key: "metric", header: "Metric", rowHeader: true, className: "font-medium", cell: (row) => row.name },
  { key: "weight", header: "Weight", numeric: true, cell: (row) => row.weight },
  { key: "what", header: "What it asks", cell: (row) => row.what },
];

const H2 = "text-xl font-semibold text-slate-900";

export default function AboutPage() {
  return (
    <article className="max-w-3xl space-y-8 text-slate-800">
      <PageHeader prominent title="About MR-Ben and MR-Score">
        <p>
          Most benchmarks ask a model to solve a problem. MR-Ben (NeurIPS 2024) asks it to <em>grade</em> a solution, as
          a teacher would: it reads a question and a step-by-step answer written by another model, decides whether the
          answer is correct, and if not, points to the first wrong step and says what is wrong with it. This
          &ldquo;meta-reasoning&rdquo; shows whether a model can find mistakes in reasoning, not only produce it.
        </p>
        <p>
          The questions come from seven subjects (biology, chemistry, coding, logic, math, medicine, physics), with
          thousands of solutions annotated by experts.
        </p>
      </PageHeader>

      <section className="space-y-3" aria-labelledby="score-heading">
        <h2 id="score-heading" className={H2}>
          How MR-Score is computed
        </h2>
        <p>For each subject, three numbers measure the three parts of grading a solution:</p>
        <DataTable
          caption="The parts of MR-Score and their weights"
          testId="weights-table"
          boxed
          columns={WEIGHT_COLUMNS}
          rows={WEIGHTS}
          rowKey={(row) => row.name}
        />
        <p className="rounded-md bg-white p-3 font-mono text-sm" data-testid="formula">
          MR-Score = {MR_SCORE_WEIGHTS.mcc} × max(0, MCC) + {MR_SCORE_WEIGHTS.step} × ACC_step +{" "}
          {MR_SCORE_WEIGHTS.reason} × ACC_reason
        </p>
        <p>
          The overall MR-Score of an entry is the plain mean of its subjects&apos; MR-Scores. The board shows every
          score multiplied by 100 with one decimal, rounded as the official evaluation script rounds.
        </p>
        <p>
          Every score here is recomputed by the portal from the submitted results file, against the benchmark&apos;s own
          answers, exactly as the official script computes it, odd rules included. The{" "}
          <a
            className="text-brand-700 underline"
            href="https://github.com/dvlab-research/Mr-Ben"
            rel="noopener noreferrer"
          >
            benchmark&apos;s repository
          </a>{" "}
          has the script and the data.
        </p>
      </section>

      <section className="space-y-3" aria-labelledby="board-heading">
        <h2 id="board-heading" className={H2}>
          Reading the leaderboard
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>0-shot and 1-shot</strong>: the model graded solutions without an example, or after one worked
            example. Each setting has its own ranking; the other setting&apos;s score is shown beside it.
          </li>
          <li>
            <strong>± and rank bands</strong>: scores come with a 95% confidence interval from resampling the
            benchmark&apos;s items (shown as ± half its width). The band beside a rank, such as &ldquo;3 (2–5)&rdquo;,
            is the range of ranks the entry could take given everyone&apos;s intervals: entries whose bands overlap are
            not clearly apart.
          </li>
          <li>
            <strong>Unranked</strong>: an entry ranks only on subjects where it answered every item. A subject with
            incomplete coverage is marked unranked, and such an entry gets no overall rank.
          </li>
          <li>
            <strong>Ties</strong> share a rank (1, 2, 2, 4).
          </li>
        </ul>
        <p>
          <Link href="/" className="text-brand-700 underline">
            Back to the leaderboard
          </Link>
        </p>
      </section>
    </article>
  );
}
