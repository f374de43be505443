// One MR-Ben subject's board: a page of its kind (lib/benchmarks/mrben/pages).
export { default, generateMetadata, generateStaticParams } from "@/lib/benchmarks/mrben/pages/subject-board-page";
