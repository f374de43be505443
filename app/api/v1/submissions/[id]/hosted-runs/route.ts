import { z } from "zod";
import { requireApiHostedRuns, requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { hostedRunStartProblem } from "@/lib/http/hosted-run-problems";
import { withRateLimitHeaders } from "@/lib/http/rate-limit-headers";
import { createdJson, privateJson } from "@/lib/http/responses";
import { noSuchSubmission } from "@/lib/http/submission-problems";
import { getHostedRunProgress, listHostedRuns } from "@/lib/hosted-runs/progress";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** The submission's hosted runs with their progress, newest first. */
export const GET = apiRoute(
  { params: ZSubmissionParams, gate: (request, { id }) => requireApiHostedRuns(request, id) },
  async ({ params: { id } }) => privateJson({ runs: await listHostedRuns({ submissionId: id }) }),
);

/** Start a hosted run: the endpoint, model, API key and settings as JSON (the service checks them). 201 with its progress. */
export const POST = apiRoute(
  {
    params: ZSubmissionParams,
    gate: (request, { id }) => requireApiSubmission(request, id, { change: true }),
    body: { schema: z.unknown(), invalid: () => noSuchSubmission() },
  },
  async ({ params: { id }, caller: { auth }, body }) => {
    // change: true lets only the signed-in submitter through.
    if (!auth) return noSuchSubmission();
    const started = await startHostedRun({ submissionId: id, actor: auth.user, input: body });
    if (!started.ok) return hostedRunStartProblem(started.error);
    const progress = await getHostedRunProgress({ submissionId: id, runId: started.value.runId });
    return withRateLimitHeaders(
      createdJson(progress, `/api/v1/submissions/${id}/hosted-runs/${started.value.runId}`),
      started.value.quota,
    );
  },
);
