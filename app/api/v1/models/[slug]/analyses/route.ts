// One model's MR-Ben analyses, JSON or CSV (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { modelAnalysesRoute as GET } from "@/lib/benchmarks/mrben/board-routes";
