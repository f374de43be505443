// MR-Ben's changes as /changes lists every board's (lib/benchmarks/board-change.ts): its own list,
// replayed from its timelines (board-changes.ts), each spanning both shot settings of its boards.
import "server-only";
import type { BoardChangeLog, LoggedChange, ModelMove } from "@/lib/benchmarks/board-change";
import { boardChanges, boardChangeTimes, type BoardChange } from "./board-changes";
import { loadBoardTimelines } from "./board-history-load";

export async function mrbenBoardChangeLog(): Promise<BoardChangeLog> {
  const timelines = await loadBoardTimelines();
  return {
    times: boardChangeTimes(timelines),
    page: (offset, limit) => boardChanges(timelines, { offset, limit }).changes.map(asLogged),
  };
}

function asLogged({ verification: _verification, models, ...change }: BoardChange): LoggedChange {
  return {
    ...change,
    shots: null,
    models: models.map((model): ModelMove => ({
      slug: model.slug,
      name: model.name,
      boards: Object.fromEntries(
        Object.entries(model.boards).map(([shots, { before, after }]) => [
          shots,
          {
            before: before && { rank: before.rank, score: before.mean },
            after: after && { rank: after.rank, score: after.mean },
          },
        ]),
      ),
    })),
  };
}
