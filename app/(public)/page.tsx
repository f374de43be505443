import type { Metadata } from "next";
import { getBenchmarkOverview } from "@/lib/benchmark/get-benchmark-overview";
import { ZLeaderboardQuery } from "@/lib/validations/leaderboard-query";
import { BenchmarkSummary } from "./_components/benchmark-summary";
import { BenchmarkMissing } from "./_components/benchmark-missing";
import { LeaderboardEmpty } from "./_components/leaderboard-empty";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Leaderboard" };

export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = ZLeaderboardQuery.parse(await searchParams);
  const overview = await getBenchmarkOverview();

  return (
    <div className="space-y-10">
      <section className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight text-brand-900">MR-Ben leaderboard</h1>
        <p className="max-w-3xl text-slate-700">
          MR-Ben puts a language model in the teacher&apos;s seat: it reads a question and a step-by-step solution,
          decides whether the solution is correct, names the first wrong step, and explains the error. Models are ranked
          by <strong>MR-Score</strong>, which combines the three: MCC for the verdict, ACC<sub>step</sub> for the first
          error step and ACC<sub>reason</sub> for the explanation.
        </p>
      </section>

      <LeaderboardEmpty shots={query.shots} subjects={overview?.subjects.map((subject) => subject.label) ?? []} />

      {overview ? <BenchmarkSummary overview={overview} /> : <BenchmarkMissing />}
    </div>
  );
}
