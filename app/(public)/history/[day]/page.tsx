// The overall board as of a past day (/?asOf=YYYY-MM-DD, rewritten here), of MR-Ben's kind of board.
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("board-as-of");
export const generateMetadata = kindPageMetadata("board-as-of");
