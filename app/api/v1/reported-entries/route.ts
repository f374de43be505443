// A moderator adds an MR-Ben reported entry (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { addReportedEntryRoute as POST } from "@/lib/benchmarks/mrben/reported/reported-entry-routes";
