// A model's analyses, JSON or CSV, of the kind that has them (MR-Ben's; docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const GET = kindRoute("model-analyses", "GET");
