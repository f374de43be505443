import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { historyJson } from "@/lib/moderation/history-json";
import { invalidInputProblem, moderationProblem } from "@/lib/moderation/moderation-problem";
import { withdrawSubmission } from "@/lib/moderation/withdraw-submission";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
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
    return Response.json(
      { ...submissionJson((await loadSubmission(id))!), history: await historyJson(id) },
      { headers: { "cache-control": "no-store" } },
    );
  },
);
