// A model's badge, <slug>.svg, on a kind's own board (MR-Ben's; docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const GET = kindRoute("badge", "GET");
