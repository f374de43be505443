// MR-Ben's item difficulty: a page of its kind (lib/benchmarks/mrben/pages).
export { default, metadata } from "@/lib/benchmarks/mrben/pages/items-page";
