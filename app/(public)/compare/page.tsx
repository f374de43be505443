// Models side by side, of the kind that compares them (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("compare");
export const generateMetadata = kindPageMetadata("compare");
