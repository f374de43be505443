// MR-Ben's reported entries on the API (docs/api.md): a moderator adds one, or unpublishes or restores
// it. app/api/v1/reported-entries re-exports each as its route's POST.
import "server-only";
import { z } from "zod";
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { createdJson, privateJson } from "@/lib/http/responses";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { ZReason } from "@/lib/validations/moderation-input";
import { ZReportedEntryParams } from "@/lib/validations/route-params";
import { reportedEntrySchema } from "@/lib/benchmarks/mrben/reported-entry-input";
import {
  addReportedEntry,
  currentSubjectKeys,
  decideReportedEntry,
  REPORTED_ENTRIES_REFUSAL,
} from "@/lib/benchmarks/mrben/reported/reported-entries";

/** A moderator adds a reported entry (the form's fields as JSON, scores in percent); answers its id. */
export const addReportedEntryRoute = apiRoute(
  {
    gate: (request) => requireApiRole(request, "moderator", { writes: true, refusal: REPORTED_ENTRIES_REFUSAL }),
  },
  async ({ request, caller: { auth } }) => {
    // The schema depends on the benchmark's current subjects, so the body is parsed here.
    const body = await readJsonBody(request);
    if (!body.ok) return body.error;
    const input = reportedEntrySchema(await currentSubjectKeys()).safeParse(body.value);
    if (!input.success) return invalidInputProblem(input.error, "The reported entry is invalid");
    const result = await addReportedEntry({ actor: auth.user, input: input.data });
    if (!result.ok) return reportedEntryProblem(result.error);
    return createdJson(result.value);
  },
);

const ZReportedDecision = z.strictObject({
  decision: z.enum(["unpublish", "restore"], { error: "decision must be unpublish or restore" }),
  reason: ZReason.nullish(),
  revision: z.number().int().nonnegative(),
});

/** Unpublish (reason required) or restore a reported entry: `{ decision, reason?, revision }`. */
export const decideReportedEntryRoute = apiRoute(
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
    return privateJson(result.value);
  },
);
