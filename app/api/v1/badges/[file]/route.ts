// A model's MR-Ben badge, <slug>.svg (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { badgeRoute as GET } from "@/lib/benchmarks/mrben/board-routes";
