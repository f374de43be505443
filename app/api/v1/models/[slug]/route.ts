// One model's MR-Ben board entry (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { modelRoute as GET } from "@/lib/benchmarks/mrben/board-routes";
