import { requireApiHostedRuns } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { noSuchHostedRun } from "@/lib/http/hosted-run-problems";
import { privateJson } from "@/lib/http/responses";
import { getHostedRunProgress } from "@/lib/hosted-runs/progress";
import { ZHostedRunParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** One hosted run's progress: answered of total, requests, tokens, rate, time left, cost, files. */
export const GET = apiRoute(
  { params: ZHostedRunParams, gate: (request, { id }) => requireApiHostedRuns(request, id) },
  async ({ params: { id, runId } }) => {
    const progress = await getHostedRunProgress({ submissionId: id, runId });
    return progress ? privateJson(progress) : noSuchHostedRun();
  },
);
