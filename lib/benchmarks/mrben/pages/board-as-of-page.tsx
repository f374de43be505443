// The overall board as it stood at the end of a past day: served for /?asOf=YYYY-MM-DD through a
// rewrite (next.config.ts), replayed from the audit log and the runs' scoring history.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoard } from "@/lib/benchmarks/mrben/board/board-as-of";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import { readAsOfDay } from "@/lib/validations/url-params";
import { PageHeader } from "@/components/ui/page-header";
import { LeaderboardView } from "@/lib/benchmarks/mrben/ui/board/leaderboard-view";
import { SubjectLinks } from "@/lib/benchmarks/mrben/ui/board/subject-links";
import { AsOfNotice } from "@/components/boards/as-of-notice";

type Props = { params: Promise<{ day: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Leaderboard as of ${(await params).day}` };
}

export default async function BoardAsOfPage({ params }: Props) {
  const asOf = readAsOfDay((await params).day);
  if (!asOf.ok || asOf.day === null) notFound();
  const data = await getBoard(asOf.day);
  return (
    <div className="space-y-8">
      <PageHeader prominent title={`MR-Ben leaderboard as of ${asOf.day}`}>
        <AsOfNotice day={asOf.day} current="/" />
        <SubjectLinks subjects={data.subjects} asOf={asOf.day} />
      </PageHeader>
      <LeaderboardView table={buildBoardTable({ data })} asOf={asOf.day} />
    </div>
  );
}
