// That board as CSV (docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const GET = kindRoute("leaderboard-csv", "GET");
