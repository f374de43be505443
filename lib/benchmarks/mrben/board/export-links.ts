// The export addresses of an MR-Ben board as shown: its shot setting, subject, difficulty level,
// tier of entries and past day, at /api/v1/leaderboard(.csv) (docs/api.md).
import { boardExports } from "@/lib/boards/export-links";
import type { BoardLevel, EntryTier, Shots } from "./types";

export function mrbenBoardExports(view: {
  shots: Shots;
  subject?: string;
  level?: BoardLevel | null;
  tier?: EntryTier | null;
  asOf?: string;
}): { csv: string; json: string } {
  const { shots, subject, level, tier, asOf } = view;
  return boardExports(
    { path: "/api/v1/leaderboard", csvPath: "/api/v1/leaderboard.csv" },
    { shots: String(shots), subject, level, tier, asOf },
  );
}
