import { z } from "zod";
import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { decideReportedEntry } from "@/lib/moderation/reported-entries";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { ZReportedEntryParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

const ZReportedDecision = z.strictObject({
  decision: z.enum(["unpublish", "restore"], { error: "decision must be unpublish or restore" }),
  reason: z.string().nullish(),
  revision: z.number().int().nonnegative(),
});

/** Unpublish (reason required) or restore a reported entry: `{ decision, reason?, revision }`. */
export const POST = apiRoute(
  {
    params: ZReportedEntryParams,
    gate: (request) => requireApiUser(request, { writes: true }),
    body: { schema: ZReportedDecision, invalid: (error) => invalidInputProblem(error, "The decision is invalid") },
  },
  async ({ params: { id }, caller: { auth }, body: { decision, reason, revision } }) => {
    // decideReportedEntry decides who may (moderators and admins).
    const result = await decideReportedEntry({
      actor: auth.user,
      reportedEntryId: id,
      decision,
      reason,
      expectedRevision: revision,
    });
    if (!result.ok) return reportedEntryProblem(result.error);
    return Response.json(result.data, { headers: { "cache-control": "no-store" } });
  },
);
