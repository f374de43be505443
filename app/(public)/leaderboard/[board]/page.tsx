// The board of a kind with a board of its own (MR-Ben's), served at `/` through a rewrite (next.config.ts). No
// build-time params: it renders on its first request and is then cached until the board changes.
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

/** No build-time params: rendered on its first request, then cached. */
export function generateStaticParams(): Array<{ board: string }> {
  return [];
}

export default kindPage("overall-board");
export const generateMetadata = kindPageMetadata("overall-board");
