// MR-Ben's overall board as of a past day (/?asOf=YYYY-MM-DD, rewritten here): a page of its kind.
export { default, generateMetadata } from "@/lib/benchmarks/mrben/pages/board-as-of-page";
