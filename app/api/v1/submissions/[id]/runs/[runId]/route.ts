import { requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { privateJson } from "@/lib/http/responses";
import { noSuchRun } from "@/lib/http/submission-problems";
import { currentRunJson } from "@/lib/submissions/submission-json";
import { ZSubmissionRunParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** One upload attempt: its status while processing, then its scores or why it failed. */
export const GET = apiRoute(
  { params: ZSubmissionRunParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: false }) },
  async ({ params: { id, runId } }) => {
    const run = await currentRunJson(id, runId);
    return run ? privateJson(run) : noSuchRun();
  },
);
