// One item with every model's answers, of the kind that has them (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

/** No build-time params: rendered on its first request, then cached. */
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export default kindPage("item");
export const generateMetadata = kindPageMetadata("item");
