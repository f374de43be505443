// A moderator unpublishes or restores an MR-Ben reported entry (docs/api.md): a route of its kind.
export const dynamic = "force-dynamic";

export { decideReportedEntryRoute as POST } from "@/lib/benchmarks/mrben/reported/reported-entry-routes";
