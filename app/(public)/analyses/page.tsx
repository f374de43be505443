// The analyses across models, of the kind that has them (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("analyses");
export const generateMetadata = kindPageMetadata("analyses");
