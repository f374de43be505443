import { notFound, problemResponse } from "@/lib/http/problem";
import { submissionAccess } from "@/lib/http/submission-access";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { submitForReview } from "@/lib/submissions/submit-for-review";

export const dynamic = "force-dynamic";

/** Send the submission to the moderators' queue. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const access = await submissionAccess(request, id, { change: true });
  if (!access.ok) return access.response;
  // submissionAccess with change: true lets only the signed-in submitter through.
  if (!access.auth) return notFound("No such submission.");
  const result = await submitForReview({ id, actor: access.auth.user });
  if (!result.ok) {
    return problemResponse({
      status: 409,
      type: "not-ready-for-review",
      title: "Not ready for review",
      detail: result.reason,
    });
  }
  return Response.json(submissionJson((await loadSubmission(id))!));
}
