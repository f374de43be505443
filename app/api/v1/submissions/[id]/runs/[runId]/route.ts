import { notFound } from "@/lib/http/problem";
import { submissionAccess } from "@/lib/http/submission-access";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { runJson } from "@/lib/submissions/submission-json";

export const dynamic = "force-dynamic";

/** One upload attempt: its status while processing, then its scores or why it failed. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string; runId: string }> },
): Promise<Response> {
  const { id, runId } = await params;
  const access = await submissionAccess(request, id, { change: false });
  if (!access.ok) return access.response;
  const run = (await loadSubmission(id))?.runs.find((candidate) => candidate.id === runId);
  if (!run) return notFound("No such run.");
  return Response.json(runJson(run), { headers: { "cache-control": "no-store" } });
}
