import { entryFlagRoute } from "@/app/api/v1/_routes/entry-flag-route";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** Flag a submission's entry: `{ kind: "contamination_suspected" | "setup_differs", note }`. Moderators only. */
export const POST = entryFlagRoute({ params: ZSubmissionParams, target: (id) => ({ submissionId: id }) });
