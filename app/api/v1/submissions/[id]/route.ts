import { readSubmissionMeta } from "@/lib/http/read-submission-meta";
import { submissionAccess } from "@/lib/http/submission-access";
import { latestDecision } from "@/lib/moderation/audit-log";
import { problemResponse } from "@/lib/http/problem";
import { updateSubmissionMeta } from "@/lib/submissions/create-submission";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { historyJson } from "@/lib/moderation/history-json";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const access = await submissionAccess(request, id, { change: false });
  if (!access.ok) return access.response;
  const [submission, decision, history] = await Promise.all([loadSubmission(id), latestDecision(id), historyJson(id)]);
  // The moderators' latest word: why it was rejected, what to change, why it was unpublished.
  const moderation = decision
    ? {
        action: decision.action,
        by: decision.actorLabel,
        reason: decision.reason,
        at: decision.createdAt.toISOString(),
      }
    : null;
  return Response.json(
    { ...submissionJson(submission!), moderation, history },
    { headers: { "cache-control": "no-store" } },
  );
}

/** Replace the metadata of a draft (or of a submission the moderators sent back). */
export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const access = await submissionAccess(request, id, { change: true });
  if (!access.ok) return access.response;
  const input = await readSubmissionMeta(request);
  if (!input.ok) return input.response;
  const updated = await updateSubmissionMeta({ id, meta: input.meta });
  if (!updated.ok)
    return problemResponse({
      status: 422,
      type: "invalid-metadata",
      title: "The submission's metadata is invalid",
      detail: updated.error,
      errors: [{ pointer: "benchmark", detail: updated.error }],
    });
  return Response.json(submissionJson((await loadSubmission(id))!));
}
