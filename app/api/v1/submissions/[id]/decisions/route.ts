import { apiUser } from "@/lib/http/api-auth";
import { invalidInputProblem, moderationProblem } from "@/lib/http/moderation-problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { historyJson } from "@/lib/moderation/history-json";
import { ZDecisionInput } from "@/lib/validations/moderation-input";

export const dynamic = "force-dynamic";

/** A moderator's decision: `{ decision, reason?, revision }`; answers the submission as it is now. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = ZDecisionInput.safeParse(body.value);
  if (!input.success) return invalidInputProblem(input.error, "The decision is invalid");
  const { decision, reason, revision } = input.data;
  const result = await decideSubmission({
    actor: caller.auth.user,
    submissionId: id,
    decision,
    reason,
    expectedRevision: revision,
  });
  if (!result.ok) return moderationProblem(result.error);
  return Response.json(
    { ...submissionJson((await loadSubmission(id))!), history: await historyJson(id) },
    { headers: { "cache-control": "no-store" } },
  );
}
