// The page about the benchmark, of the kind that has one (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("about");
export const generateMetadata = kindPageMetadata("about");
