// A moderator adds a reported entry, for the kind that takes them (docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const POST = kindRoute("reported-entries", "POST");
