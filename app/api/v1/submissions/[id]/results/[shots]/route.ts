import { requireApiSubmission } from "@/lib/auth/gates";
import { env } from "@/lib/env";
import { apiRoute } from "@/lib/http/api-route";
import { notFound, problemResponse } from "@/lib/http/problem";
import { declaredLength, declaresGzip, fileNameFromHeaders } from "@/lib/http/upload-headers";
import { ingestUpload } from "@/lib/submissions/ingest/ingest-upload";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { openOriginalFile } from "@/lib/submissions/original-file";
import { runJson } from "@/lib/submissions/submission-json";
import { uploadRateLimited } from "@/lib/submissions/upload-rate-limit-response";
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
    const limited = auth && (await uploadRateLimited(auth.user.id));
    if (limited) return limited;
    if (!request.body) {
      return problemResponse({
        status: 400,
        type: "empty",
        title: "The file is empty",
        detail: "The request has no body: send the results file as the body.",
      });
    }
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
    const runUrl = `/api/v1/submissions/${id}/runs/${result.runId}`;
    if (!result.ok) {
      const { failure } = result;
      return problemResponse({
        status: failure.status,
        type: failure.code,
        title: failure.title,
        detail: failure.detail,
        errors: failure.problems,
        extra: { run: runUrl },
      });
    }
    const run = (await loadSubmission(id))!.runs.find((candidate) => candidate.id === result.runId)!;
    return Response.json(
      { run: runJson(run), reusedScoring: result.reusedScoring, timings: result.timings },
      { status: 201, headers: { location: runUrl } },
    );
  },
);

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
    return new Response(file.body, {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.sizeBytes),
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "x-content-sha256": file.sha256,
        "cache-control": "private, no-store",
      },
    });
  },
);
