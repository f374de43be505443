// MR-Ben's changes as /changes lists every board's (lib/benchmarks/board-change.ts): replayed by the
// shared replay (lib/boards/change-replay.ts) from its timelines, each spanning both shot settings.
import "server-only";
import type { BoardChangeLog } from "@/lib/benchmarks/board-change";
import { replayedChangeLog } from "@/lib/boards/change-replay";
import { mrbenChangeReplay } from "./board-changes";
import { loadBoardTimelines } from "./board-history-load";

export async function mrbenBoardChangeLog(): Promise<BoardChangeLog> {
  return replayedChangeLog(mrbenChangeReplay(await loadBoardTimelines()));
}
