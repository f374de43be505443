// A moderator unpublishes or restores a reported entry (docs/api.md).
import { kindRoute } from "@/lib/benchmarks/kind-routes";

export const dynamic = "force-dynamic";

export const POST = kindRoute("reported-entry-decisions", "POST");
