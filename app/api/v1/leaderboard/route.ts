// MR-Ben's ranked board as JSON, or CSV when asked (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { leaderboardRoute as GET } from "@/lib/benchmarks/mrben/board-routes";
