// The overall leaderboard, served at `/` through a rewrite (next.config.ts): every board's page
// (components/boards/board-page.tsx) with MR-Ben's words. A dynamic segment without build-time params
// renders on its first request and is then served from the page cache until the board's data is
// invalidated (getBoardData carries the "leaderboard" tag), so `next build` needs no database and
// every later visitor gets the cached page.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getBenchmarkOverview } from "@/lib/benchmarks/mrben/dataset/get-benchmark-overview";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import { MRBEN_BOARD_PATHS } from "@/lib/benchmarks/mrben/board/board-paths";
import { BenchmarkMissing } from "@/lib/benchmarks/mrben/ui/board/benchmark-missing";
import { BenchmarkSummary } from "@/lib/benchmarks/mrben/ui/board/benchmark-summary";
import { LeaderboardEmpty } from "@/lib/benchmarks/mrben/ui/board/leaderboard-empty";
import { BoardPage } from "@/components/boards/board-page";

export function generateStaticParams(): Array<{ board: string }> {
  return [];
}

export const metadata: Metadata = { title: "Leaderboard" };

export default async function OverallBoardPage({ params }: { params: Promise<{ board: string }> }) {
  if ((await params).board !== "overall") notFound();
  const [data, overview] = await Promise.all([getBoardData(), getBenchmarkOverview()]);

  return (
    <BoardPage
      title="MR-Ben leaderboard"
      board={buildBoardTable({ data })}
      paths={MRBEN_BOARD_PATHS}
      asOf={null}
      intro={
        <p className="max-w-3xl text-slate-700">
          MR-Ben puts a language model in the teacher&apos;s seat: it reads a question and a step-by-step solution,
          decides whether the solution is correct, names the first wrong step, and explains the error. Models are ranked
          by <strong>MR-Score</strong>, which combines the three: MCC for the verdict, ACC<sub>step</sub> for the first
          error step and ACC<sub>reason</sub> for the explanation (
          <Link className="text-brand-700 underline" href="/about">
            how it is computed
          </Link>
          ). To put a model on it, see{" "}
          <Link className="text-brand-700 underline" href="/how-to-submit">
            how to submit
          </Link>
          .
        </p>
      }
      empty={<LeaderboardEmpty subjects={data.subjects.map((subject) => subject.label)} />}
      after={overview ? <BenchmarkSummary overview={overview} /> : <BenchmarkMissing />}
    />
  );
}
