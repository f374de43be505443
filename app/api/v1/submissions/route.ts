import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { problemResponse } from "@/lib/http/problem";
import { readSubmissionMeta } from "@/lib/http/read-submission-meta";
import { createSubmission } from "@/lib/submissions/create-submission";
import { listUserSubmissions, loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";
import { uploadRateLimited } from "@/lib/submissions/upload-rate-limit-response";

export const dynamic = "force-dynamic";

/** Create a submission (a draft) from its metadata. */
export const POST = apiRoute(
  { gate: (request) => requireApiUser(request, { writes: true }) },
  async ({ request, caller: { auth } }) => {
    const limited = await uploadRateLimited(auth.user.id);
    if (limited) return limited;
    const input = await readSubmissionMeta(request);
    if (!input.ok) return input.response;
    const created = await createSubmission({ userId: auth.user.id, meta: input.meta });
    if (!created.ok) {
      return problemResponse({
        status: 422,
        type: "invalid-metadata",
        title: "The submission's metadata is invalid",
        detail: created.error,
        errors: [{ pointer: "benchmark", detail: created.error }],
      });
    }
    const submission = await loadSubmission(created.id);
    return Response.json(submissionJson(submission!), {
      status: 201,
      headers: { location: `/api/v1/submissions/${created.id}` },
    });
  },
);

/** The caller's own submissions. */
export const GET = apiRoute(
  { gate: (request) => requireApiUser(request, { writes: false }) },
  async ({ caller: { auth } }) => {
    const submissions = await listUserSubmissions(auth.user.id);
    return Response.json({
      submissions: submissions.map((submission) => ({
        id: submission.id,
        modelName: submission.modelName,
        benchmark: {
          slug: submission.benchmark.slug,
          name: submission.benchmark.name,
          kind: submission.benchmark.kind,
        },
        status: submission.status,
        createdAt: submission.createdAt.toISOString(),
        submittedAt: submission.submittedAt?.toISOString() ?? null,
        links: { self: `/api/v1/submissions/${submission.id}`, page: `/submissions/${submission.id}` },
      })),
    });
  },
);
