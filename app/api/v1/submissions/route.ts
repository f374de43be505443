import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { rateLimitedProblem } from "@/lib/http/rate-limit-problem";
import { withRateLimitHeaders } from "@/lib/http/rate-limit-headers";
import { createdJson } from "@/lib/http/responses";
import { metaProblem, noSuchSubmission } from "@/lib/http/submission-problems";
import { readSubmissionMeta } from "@/lib/http/read-submission-meta";
import { createSubmission } from "@/lib/submissions/create-submission";
import { listUserSubmissions } from "@/lib/submissions/load-submission";
import { currentSubmissionJson } from "@/lib/submissions/submission-json";
import { takeUserUploadAllowance } from "@/lib/submissions/upload-rate-limit";

export const dynamic = "force-dynamic";

/** Create a submission (a draft) from its metadata. */
export const POST = apiRoute(
  { gate: (request) => requireApiUser(request, { writes: true }) },
  async ({ request, caller: { auth } }) => {
    const allowance = await takeUserUploadAllowance(auth.user.id);
    if (!allowance.ok) return rateLimitedProblem(allowance.error);
    return withRateLimitHeaders(await create(request, auth.user.id), allowance.value);
  },
);

async function create(request: Request, userId: string): Promise<Response> {
  const input = await readSubmissionMeta(request);
  if (!input.ok) return input.error;
  const created = await createSubmission({ userId, meta: input.value });
  if (!created.ok) return metaProblem(created.error);
  const document = await currentSubmissionJson(created.value.id);
  return document ? createdJson(document, `/api/v1/submissions/${created.value.id}`) : noSuchSubmission();
}

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
