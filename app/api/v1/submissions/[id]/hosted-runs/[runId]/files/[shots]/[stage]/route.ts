import { requireApiHostedRuns } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/problem";
import { storedFileDownload } from "@/lib/http/responses";
import { openHostedRunFile } from "@/lib/hosted-runs/run-files";
import { ZHostedRunFileParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** A hosted run's first-stage or scored results file of one shot setting, byte for byte as it wrote it. */
export const GET = apiRoute(
  {
    params: ZHostedRunFileParams,
    invalidParams: () => notFound("Files exist for 0-shot and 1-shot, first-stage and scored."),
    gate: (request, { id }) => requireApiHostedRuns(request, id),
  },
  async ({ params: { id, runId, shots, stage } }) => {
    const file = await openHostedRunFile({ submissionId: id, runId, shots, stage });
    if (!file) return notFound(`No ${stage} file of this hosted run for ${shots}-shot.`);
    return storedFileDownload(file);
  },
);
