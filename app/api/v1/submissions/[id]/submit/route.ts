import { requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { notFound, problemResponse } from "@/lib/http/problem";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { submitForReview } from "@/lib/submissions/submit-for-review";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** Send the submission to the moderators' queue. */
export const POST = apiRoute(
  { params: ZSubmissionParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: true }) },
  async ({ params: { id }, caller: { auth } }) => {
    // change: true lets only the signed-in submitter through.
    if (!auth) return notFound("No such submission.");
    const result = await submitForReview({ id, actor: auth.user });
    if (!result.ok) {
      return problemResponse({
        status: 409,
        type: "not-ready-for-review",
        title: "Not ready for review",
        detail: result.reason,
      });
    }
    return Response.json(submissionJson((await loadSubmission(id))!));
  },
);
