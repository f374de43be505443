import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { privateJson } from "@/lib/http/responses";
import { noSuchSubmission } from "@/lib/http/submission-problems";
import { historyJson } from "@/lib/moderation/history-json";
import { invalidInputProblem, moderationProblem } from "@/lib/http/moderation-problem";
import { withdrawSubmission } from "@/lib/moderation/withdraw-submission";
import { currentSubmissionJson } from "@/lib/submissions/submission-json";
import { ZWithdrawInput } from "@/lib/validations/moderation-input";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** The submitter takes back a pending submission; the body `{ revision?, reason? }` may be left out. */
export const POST = apiRoute(
  {
    params: ZSubmissionParams,
    gate: (request) => requireApiUser(request, { writes: true }),
    body: {
      schema: ZWithdrawInput,
      emptyAs: {},
      invalid: (error) => invalidInputProblem(error, "The withdrawal is invalid"),
    },
  },
  async ({ params: { id }, caller: { auth }, body }) => {
    const result = await withdrawSubmission({
      actor: auth.user,
      submissionId: id,
      expectedRevision: body.revision,
      reason: body.reason,
    });
    if (!result.ok) return moderationProblem(result.error);
    const [document, history] = await Promise.all([currentSubmissionJson(id), historyJson(id)]);
    return document ? privateJson({ ...document, history }) : noSuchSubmission();
  },
);
