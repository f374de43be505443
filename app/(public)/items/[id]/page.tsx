// One MR-Ben item with every model's answers: a page of its kind (lib/benchmarks/mrben/pages).
export { default, generateMetadata, generateStaticParams } from "@/lib/benchmarks/mrben/pages/item-page";
