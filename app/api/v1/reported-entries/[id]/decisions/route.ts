import { z } from "zod";
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { decideReportedEntry, REPORTED_ENTRIES_REFUSAL } from "@/lib/benchmarks/mrben/reported/reported-entries";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { ZReason } from "@/lib/validations/moderation-input";
import { ZReportedEntryParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

const ZReportedDecision = z.strictObject({
  decision: z.enum(["unpublish", "restore"], { error: "decision must be unpublish or restore" }),
  reason: ZReason.nullish(),
  revision: z.number().int().nonnegative(),
});

/** Unpublish (reason required) or restore a reported entry: `{ decision, reason?, revision }`. */
export const POST = apiRoute(
  {
    params: ZReportedEntryParams,
    gate: (request) => requireApiRole(request, "moderator", { writes: true, refusal: REPORTED_ENTRIES_REFUSAL }),
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
    return Response.json(result.value, { headers: { "cache-control": "no-store" } });
  },
);
