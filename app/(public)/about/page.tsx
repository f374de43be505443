// What MR-Ben measures and how MR-Score is computed: a page of its kind (lib/benchmarks/mrben/pages).
export { default, metadata } from "@/lib/benchmarks/mrben/pages/about-page";
