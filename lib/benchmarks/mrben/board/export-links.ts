// The export addresses of an MR-Ben board as shown: its shot setting, subject, difficulty level,
// tier of entries and past day, as CSV and JSON (docs/api.md).
import type { BoardLevel, EntryTier, Shots } from "./types";

export function mrbenBoardExports({
  shots,
  subject,
  level,
  tier,
  asOf,
}: {
  shots: Shots;
  subject?: string;
  level?: BoardLevel | null;
  tier?: EntryTier | null;
  asOf?: string;
}): { csv: string; json: string } {
  const query = new URLSearchParams({ shots: String(shots) });
  if (subject) query.set("subject", subject);
  if (level) query.set("level", level);
  if (tier) query.set("tier", tier);
  if (asOf) query.set("asOf", asOf);
  return { csv: `/api/v1/leaderboard.csv?${query}`, json: `/api/v1/leaderboard?${query}` };
}
