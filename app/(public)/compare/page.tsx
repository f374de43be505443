// Two MR-Ben models side by side: a page of its kind (lib/benchmarks/mrben/pages).
export { default, metadata } from "@/lib/benchmarks/mrben/pages/compare-page";
