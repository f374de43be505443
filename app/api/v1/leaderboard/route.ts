// The ranked board of a kind with a board of its own (MR-Ben's), JSON or CSV (docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const GET = kindRoute("leaderboard", "GET");
