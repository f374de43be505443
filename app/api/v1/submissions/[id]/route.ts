import { latestDecision } from "@/lib/audit-log/audit-log";
import { requireApiSubmission } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { privateJson } from "@/lib/http/responses";
import { metaProblem, noSuchSubmission } from "@/lib/http/submission-problems";
import { readSubmissionMeta } from "@/lib/http/read-submission-meta";
import { historyJson } from "@/lib/moderation/history-json";
import { updateSubmissionMeta } from "@/lib/submissions/create-submission";
import { currentSubmissionJson } from "@/lib/submissions/submission-json";
import { ZSubmissionParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { params: ZSubmissionParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: false }) },
  async ({ params: { id } }) => {
    const [document, decision, history] = await Promise.all([
      currentSubmissionJson(id),
      latestDecision(id),
      historyJson(id),
    ]);
    // The moderators' latest word: why it was rejected, what to change, why it was unpublished.
    const moderation = decision
      ? {
          action: decision.action,
          by: decision.actorLabel,
          reason: decision.reason,
          at: decision.createdAt.toISOString(),
        }
      : null;
    return document ? privateJson({ ...document, moderation, history }) : noSuchSubmission();
  },
);

/** Replace the metadata of a draft (or of a submission the moderators sent back). */
export const PATCH = apiRoute(
  { params: ZSubmissionParams, gate: (request, { id }) => requireApiSubmission(request, id, { change: true }) },
  async ({ request, params: { id } }) => {
    const input = await readSubmissionMeta(request);
    if (!input.ok) return input.error;
    const updated = await updateSubmissionMeta({ id, meta: input.value });
    if (!updated.ok) return metaProblem(updated.error);
    const document = await currentSubmissionJson(id);
    return document ? Response.json(document) : noSuchSubmission();
  },
);
