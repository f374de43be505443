// MR-Ben's overall board, served at `/` through a rewrite (next.config.ts): a page of its kind.
export { default, generateStaticParams, metadata } from "@/lib/benchmarks/mrben/pages/overall-board-page";
