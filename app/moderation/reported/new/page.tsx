// A moderator adds a reported entry, for the kind that takes them.
import { kindPage, kindPageMetadata } from "@/lib/benchmarks/kind-pages";

export const dynamic = "force-dynamic";

export default kindPage("new-reported-entry");
export const generateMetadata = kindPageMetadata("new-reported-entry");
