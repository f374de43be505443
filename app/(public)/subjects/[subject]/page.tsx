// One subject's board, of the kind whose board has subjects (MR-Ben's).
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

/** No build-time params: rendered on its first request, then cached. */
export function generateStaticParams(): Array<{ subject: string }> {
  return [];
}

export default kindPage("subject-board");
export const generateMetadata = kindPageMetadata("subject-board");
