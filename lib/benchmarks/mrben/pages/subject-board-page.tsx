// One subject's leaderboard: MCC, ACC_step, ACC_reason and MR-Score, on every board's page. Rendered
// on its first request and cached like the home board (overall-board-page.tsx).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { buildBoardTable } from "@/lib/benchmarks/mrben/board/board-rows";
import { MRBEN_BOARD_PATHS } from "@/lib/benchmarks/mrben/board/board-paths";
import { LeaderboardEmpty } from "@/lib/benchmarks/mrben/ui/board/leaderboard-empty";
import { BoardPage } from "@/components/boards/board-page";

type Props = { params: Promise<{ subject: string }> };

export function generateStaticParams(): Array<{ subject: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${subjectLabel((await params).subject)} leaderboard` };
}

export default async function SubjectBoardPage({ params }: Props) {
  const { subject } = await params;
  const data = await getBoardData();
  const known = data.subjects.find((candidate) => candidate.key === subject);
  if (!known) notFound();

  return (
    <BoardPage
      title={`${known.label} leaderboard`}
      board={buildBoardTable({ data, subject })}
      paths={MRBEN_BOARD_PATHS}
      asOf={null}
      intro={
        <p className="max-w-3xl text-slate-700">
          The {known.label.toLowerCase()} subject of MR-Ben ({known.itemCount.toLocaleString("en-US")} solutions to
          judge). MCC scores the verdicts on whole solutions, ACC<sub>step</sub> the first wrong step found, ACC
          <sub>reason</sub> the explanation of the error; MR-Score weighs them 0.2, 0.3 and 0.5. An entry ranks here
          only when it answered every item of the subject.
        </p>
      }
      empty={<LeaderboardEmpty subjects={[known.label]} />}
    />
  );
}
