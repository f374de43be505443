// The reported entries (sources' published MR-Ben figures) for moderators: a page of MR-Ben's.
export const dynamic = "force-dynamic";

export { default, metadata } from "@/lib/benchmarks/mrben/pages/reported-entries-page";
