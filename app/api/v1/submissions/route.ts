import { apiUser } from "@/lib/http/api-auth";
import { problemResponse } from "@/lib/http/problem";
import { readSubmissionMeta } from "@/lib/http/read-submission-meta";
import { uploadRateLimited } from "@/lib/http/upload-rate-limit";
import { createSubmission } from "@/lib/submissions/create-submission";
import { listUserSubmissions, loadSubmission } from "@/lib/submissions/load-submission";
import { submissionJson } from "@/lib/submissions/submission-json";

export const dynamic = "force-dynamic";

/** Create a submission (a draft) from its metadata. */
export async function POST(request: Request): Promise<Response> {
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  const limited = await uploadRateLimited(caller.auth.user.id);
  if (limited) return limited;
  const input = await readSubmissionMeta(request);
  if (!input.ok) return input.response;
  const created = await createSubmission({ userId: caller.auth.user.id, meta: input.meta });
  if (!created.ok) {
    const errors = [{ pointer: "benchmark", detail: created.error }];
    return problemResponse({
      status: 422,
      type: "invalid-metadata",
      title: "The submission's metadata is invalid",
      detail: created.error,
      errors,
    });
  }
  const { id } = created;
  const submission = await loadSubmission(id);
  return Response.json(submissionJson(submission!), {
    status: 201,
    headers: { location: `/api/v1/submissions/${id}` },
  });
}

/** The caller's own submissions. */
export async function GET(request: Request): Promise<Response> {
  const caller = await apiUser(request, { writes: false });
  if (!caller.ok) return caller.response;
  const submissions = await listUserSubmissions(caller.auth.user.id);
  return Response.json({
    submissions: submissions.map((submission) => ({
      id: submission.id,
      modelName: submission.modelName,
      benchmark: { slug: submission.benchmark.slug, name: submission.benchmark.name, kind: submission.benchmark.kind },
      status: submission.status,
      createdAt: submission.createdAt.toISOString(),
      submittedAt: submission.submittedAt?.toISOString() ?? null,
      links: { self: `/api/v1/submissions/${submission.id}`, page: `/submissions/${submission.id}` },
    })),
  });
}
