// One MR-Ben subject's board as of a past day: a page of its kind (lib/benchmarks/mrben/pages).
export { default, generateMetadata } from "@/lib/benchmarks/mrben/pages/subject-board-as-of-page";
