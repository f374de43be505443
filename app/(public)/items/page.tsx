// The benchmark's items by difficulty, of the kind that has them (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("items");
export const generateMetadata = kindPageMetadata("items");
