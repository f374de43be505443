import { apiUser } from "@/lib/http/api-auth";
import { invalidInputProblem, moderationProblem } from "@/lib/http/moderation-problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { withdrawSubmission } from "@/lib/moderation/withdraw-submission";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { historyJson } from "@/lib/moderation/history-json";
import { ZWithdrawInput } from "@/lib/validations/moderation-input";

export const dynamic = "force-dynamic";

/** The submitter takes back a pending submission; the body `{ revision?, reason? }` may be left out. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  const body = await readJsonBody(request, undefined, { emptyAs: {} });
  if (!body.ok) return body.response;
  const input = ZWithdrawInput.safeParse(body.value);
  if (!input.success) return invalidInputProblem(input.error, "The withdrawal is invalid");
  const result = await withdrawSubmission({
    actor: caller.auth.user,
    submissionId: id,
    expectedRevision: input.data.revision,
    reason: input.data.reason,
  });
  if (!result.ok) return moderationProblem(result.error);
  return Response.json(
    { ...submissionJson((await loadSubmission(id))!), history: await historyJson(id) },
    { headers: { "cache-control": "no-store" } },
  );
}
