import { requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/problem";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { runJson } from "@/lib/submissions/submission-json";
import { ZSubmissionRunParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** One upload attempt: its status while processing, then its scores or why it failed. */
export const GET = apiRoute(
  { params: ZSubmissionRunParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: false }) },
  async ({ params: { id, runId } }) => {
    const run = (await loadSubmission(id))?.runs.find((candidate) => candidate.id === runId);
    if (!run) return notFound("No such run.");
    return Response.json(runJson(run), { headers: { "cache-control": "no-store" } });
  },
);
