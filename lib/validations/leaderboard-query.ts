// The leaderboard's URL state. Unknown or malformed values fall back to the defaults, so a
// hand-edited URL still shows a page.
import { z } from "zod";

export const ZShots = z.enum(["0", "1"]).catch("0");

export const ZLeaderboardQuery = z.object({
  shots: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), ZShots),
});

export type TLeaderboardQuery = z.infer<typeof ZLeaderboardQuery>;
