// The reported entries (sources' published figures) for moderators, of the kind that takes them.
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export const dynamic = "force-dynamic";

export default kindPage("reported-entries");
export const generateMetadata = kindPageMetadata("reported-entries");
