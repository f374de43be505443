// MR-Ben's board as it stood at any moment: every board's replay (lib/boards/board-history.ts) of
// MR-Ben's timelines (board-history-load.ts). Pure.
import type { BoardTimelines as AnyBoardTimelines } from "@/lib/boards/board-history";
import type { RunResult } from "./types";

export { boardAt } from "@/lib/boards/board-history";

export type BoardTimelines = AnyBoardTimelines<RunResult>;
