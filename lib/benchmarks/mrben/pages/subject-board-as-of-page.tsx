// One subject's board as it stood at the end of a past day (/subjects/<key>?asOf=YYYY-MM-DD).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { getBoard } from "@/lib/benchmarks/mrben/board/board-as-of";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import { MRBEN_BOARD_PATHS } from "@/lib/benchmarks/mrben/board/board-paths";
import { LeaderboardEmpty } from "@/lib/benchmarks/mrben/ui/board/leaderboard-empty";
import { readAsOfDay } from "@/lib/validations/url-params";
import { BoardPage } from "@/components/boards/board-page";

type Props = { params: Promise<{ day: string; subject: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { day, subject } = await params;
  return { title: `${subjectLabel(subject)} leaderboard as of ${day}` };
}

export default async function SubjectBoardAsOfPage({ params }: Props) {
  const { day, subject } = await params;
  const asOf = readAsOfDay(day);
  if (!asOf.ok || asOf.day === null) notFound();
  const [data, today] = await Promise.all([getBoard(asOf.day), getBoard(null)]);
  // A subject of today's benchmark asked for before its data was imported: its board was empty then.
  const known = [...data.subjects, ...today.subjects].find((candidate) => candidate.key === subject);
  if (!known) notFound();
  const board = buildBoardTable({ data, subject });
  return (
    <BoardPage
      title={`${known.label} leaderboard`}
      board={{ ...board, subjects: data.subjects.length > 0 ? data.subjects : today.subjects }}
      paths={MRBEN_BOARD_PATHS}
      asOf={asOf.day}
      empty={<LeaderboardEmpty subjects={[known.label]} />}
    />
  );
}
