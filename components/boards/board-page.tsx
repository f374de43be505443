// Every board's page: its title and what the kind says of it, links to its subjects' boards, the
// past day it is shown as of, its rankings with their controls and charts, and what the kind shows
// under them. The page reads nothing itself: it is given the board as shown (lib/boards/shown-board.ts).
import type { ReactNode } from "react";
import type { ShownBoard } from "@/lib/boards/shown-board";
import { PageHeader } from "@/components/ui/page-header";
import { AsOfNotice } from "./as-of-notice";
import { Rankings } from "./rankings";
import { SubjectLinks, type BoardPaths } from "./subject-links";

export function BoardPage({
  title,
  board,
  paths,
  asOf,
  serverSearch,
  intro,
  empty,
  extras,
  after,
  showCharts = board.subject === undefined,
}: {
  title: string;
  board: ShownBoard;
  paths: BoardPaths;
  /** The past day shown (YYYY-MM-DD), or null for today's board. */
  asOf: string | null;
  /** The query the page was rendered for ("" for a cached page). */
  serverSearch?: string;
  /** What the kind says of the board under its title. */
  intro?: ReactNode;
  /** What the board says when a shot setting has no entry. */
  empty: ReactNode;
  /** What the kind shows under the table, per shot setting. */
  extras?: Partial<Record<"0" | "1", ReactNode>>;
  /** What follows the rankings (MR-Ben: the benchmark's summary). */
  after?: ReactNode;
  showCharts?: boolean;
}) {
  const current = board.subject === undefined ? paths.overall : paths.subject(board.subject);
  return (
    <div className="space-y-10">
      <PageHeader prominent title={asOf ? `${title} as of ${asOf}` : title}>
        {asOf && <AsOfNotice day={asOf} current={current} />}
        {intro}
        <SubjectLinks subjects={board.subjects} paths={paths} current={board.subject} asOf={asOf ?? undefined} />
      </PageHeader>
      <Rankings
        board={board}
        serverSearch={serverSearch}
        asOf={asOf ?? undefined}
        showCharts={showCharts}
        empty={empty}
        extras={extras}
      />
      {after}
    </div>
  );
}
