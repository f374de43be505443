// MR-Ben's analyses across models: a page of its kind (lib/benchmarks/mrben/pages).
export { default, metadata } from "@/lib/benchmarks/mrben/pages/analyses-page";
