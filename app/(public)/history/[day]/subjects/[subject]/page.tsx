// One subject's board as of a past day, of the kind whose board has subjects.
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export default kindPage("subject-board-as-of");
export const generateMetadata = kindPageMetadata("subject-board-as-of");
