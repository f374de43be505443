// MR-Ben's ranked board as CSV (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { leaderboardCsvRoute as GET } from "@/lib/benchmarks/mrben/board-routes";
