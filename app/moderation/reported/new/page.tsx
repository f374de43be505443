// A moderator adds a reported entry: a page of MR-Ben's (lib/benchmarks/mrben/pages).
export const dynamic = "force-dynamic";

export { default, metadata } from "@/lib/benchmarks/mrben/pages/new-reported-entry-page";
