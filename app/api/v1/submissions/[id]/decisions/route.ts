import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { privateJson } from "@/lib/http/responses";
import { noSuchSubmission } from "@/lib/http/submission-problems";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { historyJson } from "@/lib/moderation/history-json";
import { invalidInputProblem, moderationProblem } from "@/lib/http/moderation-problem";
import { currentSubmissionJson } from "@/lib/submissions/submission-json";
import { ZDecisionInput } from "@/lib/validations/moderation-input";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** A moderator's decision: `{ decision, reason?, revision }`; answers the submission as it is now. */
export const POST = apiRoute(
  {
    params: ZSubmissionParams,
    gate: (request) => requireApiUser(request, { writes: true }),
    body: { schema: ZDecisionInput, invalid: (error) => invalidInputProblem(error, "The decision is invalid") },
  },
  async ({ params: { id }, caller: { auth }, body: { decision, reason, revision } }) => {
    // decideSubmission decides who may (moderators and admins).
    const result = await decideSubmission({
      actor: auth.user,
      submissionId: id,
      decision,
      reason,
      expectedRevision: revision,
    });
    if (!result.ok) return moderationProblem(result.error);
    const [document, history] = await Promise.all([currentSubmissionJson(id), historyJson(id)]);
    return document ? privateJson({ ...document, history }) : noSuchSubmission();
  },
);
