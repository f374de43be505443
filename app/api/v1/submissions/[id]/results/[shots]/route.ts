import { requireApiSubmission } from "@/lib/auth/gates";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/problem";
import { rateLimitedProblem } from "@/lib/http/rate-limit-problem";
import { withRateLimitHeaders } from "@/lib/http/rate-limit-headers";
import { createdJson, storedFileDownload } from "@/lib/http/responses";
import { noSuchRun } from "@/lib/http/submission-problems";
import { emptyUploadProblem, uploadProblem } from "@/lib/http/upload-problem";
import { declaredLength, declaresGzip, fileNameFromHeaders } from "@/lib/http/upload-headers";
import { ingestUpload } from "@/lib/submissions/ingest/ingest-upload";
import { openOriginalFile } from "@/lib/submissions/original-file";
import { currentRunJson } from "@/lib/submissions/submission-json";
import { takeUserUploadAllowance } from "@/lib/submissions/upload-rate-limit";
import { ok } from "@/lib/result";
import { ZSubmissionShotsParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

const onlyTwoSettings = () => notFound("Results exist for 0-shot and 1-shot only.");

/**
 * Upload the results file of one shot setting: the request body is the file (.json or gzip),
 * streamed, scored against the benchmark's truth, and stored with its report. Authorization
 * comes before the body is read, so nobody else's upload costs more than its headers.
 */
export const PUT = apiRoute(
  {
    params: ZSubmissionShotsParams,
    invalidParams: onlyTwoSettings,
    gate: (request, { id }) => requireApiSubmission(request, id, { change: true }),
  },
  async ({ request, params: { id, shots }, caller: { auth } }) => {
    // change: true lets only the signed-in submitter through; the attempt counts before its body is read.
    const allowance = auth ? await takeUserUploadAllowance(auth.user.id) : ok(null);
    if (!allowance.ok) return rateLimitedProblem(allowance.error);
    return withRateLimitHeaders(await upload(request, id, shots), allowance.value);
  },
);

async function upload(request: Request, id: string, shots: 0 | 1): Promise<Response> {
  if (!request.body) return emptyUploadProblem();
  const result = await ingestUpload({
    submissionId: id,
    shots,
    fileName: fileNameFromHeaders(request.headers),
    body: request.body,
    declaredLength: declaredLength(request.headers),
    declaredGzip: declaresGzip(request.headers),
    maxBytes: env.UPLOAD_MAX_BYTES,
    idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
  });
  const runUrl = (runId: string) => `/api/v1/submissions/${id}/runs/${runId}`;
  if (!result.ok) return uploadProblem(result.error, { run: runUrl(result.error.runId) });
  const { runId, reusedScoring, timings } = result.value;
  const run = await currentRunJson(id, runId);
  if (!run) return noSuchRun();
  return createdJson({ run, reusedScoring, timings }, runUrl(runId));
}

/** Download the original file of the shot setting's scored run, byte for byte. */
export const GET = apiRoute(
  {
    params: ZSubmissionShotsParams,
    invalidParams: onlyTwoSettings,
    gate: (request, { id }) => requireApiSubmission(request, id, { change: false }),
  },
  async ({ params: { id, shots } }) => {
    const file = await openOriginalFile({ submissionId: id, shots });
    if (!file) return notFound("No scored results file for this setting.");
    return storedFileDownload(file);
  },
);
