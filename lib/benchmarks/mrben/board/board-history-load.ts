// Reads what MR-Ben's board's past is replayed from, as every board's is (lib/boards/board-load.ts).
import "server-only";
import { loadBoardTimelines as loadAnyBoardTimelines } from "@/lib/boards/board-load";
import type { BoardTimelines } from "./board-history";
import { mrbenBoardParts } from "./board-parts";

export function loadBoardTimelines(): Promise<BoardTimelines> {
  return loadAnyBoardTimelines(mrbenBoardParts);
}
