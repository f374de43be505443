// The overall board as it stood at the end of a past day: served for /?asOf=YYYY-MM-DD through a
// rewrite (next.config.ts), replayed from the audit log and the runs' scoring history.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getBoard } from "@/lib/benchmarks/mrben/board/board-as-of";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import { MRBEN_BOARD_PATHS } from "@/lib/benchmarks/mrben/board/board-paths";
import { LeaderboardEmpty } from "@/lib/benchmarks/mrben/ui/board/leaderboard-empty";
import { readAsOfDay } from "@/lib/validations/url-params";
import { BoardPage } from "@/components/boards/board-page";

type Props = { params: Promise<{ day: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Leaderboard as of ${(await params).day}` };
}

export default async function BoardAsOfPage({ params }: Props) {
  const asOf = readAsOfDay((await params).day);
  if (!asOf.ok || asOf.day === null) notFound();
  const data = await getBoard(asOf.day);
  return (
    <BoardPage
      title="MR-Ben leaderboard"
      board={buildBoardTable({ data })}
      paths={MRBEN_BOARD_PATHS}
      asOf={asOf.day}
      empty={<LeaderboardEmpty subjects={data.subjects.map((subject) => subject.label)} />}
    />
  );
}
