import { requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { noSuchSubmission, submitProblem } from "@/lib/http/submission-problems";
import { currentSubmissionJson } from "@/lib/submissions/submission-json";
import { submitForReview } from "@/lib/submissions/submit-for-review";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** Send the submission to the moderators' queue. */
export const POST = apiRoute(
  { params: ZSubmissionParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: true }) },
  async ({ params: { id }, caller: { auth } }) => {
    // change: true lets only the signed-in submitter through.
    if (!auth) return noSuchSubmission();
    const result = await submitForReview({ id, actor: auth.user });
    if (!result.ok) return submitProblem(result.error);
    const document = await currentSubmissionJson(id);
    return document ? Response.json(document) : noSuchSubmission();
  },
);
