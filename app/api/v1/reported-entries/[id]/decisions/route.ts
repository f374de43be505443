import { z } from "zod";
import { apiUser } from "@/lib/http/api-auth";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { decideReportedEntry } from "@/lib/moderation/reported-entries";

export const dynamic = "force-dynamic";

const ZReportedDecision = z.strictObject({
  decision: z.enum(["unpublish", "restore"], { error: "decision must be unpublish or restore" }),
  reason: z.string().nullish(),
  revision: z.number().int().nonnegative(),
});

/** Unpublish (reason required) or restore a reported entry: `{ decision, reason?, revision }`. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = ZReportedDecision.safeParse(body.value);
  if (!input.success) return invalidInputProblem(input.error, "The decision is invalid");
  const { decision, reason, revision } = input.data;
  const result = await decideReportedEntry({
    actor: caller.auth.user,
    reportedEntryId: id,
    decision,
    reason,
    expectedRevision: revision,
  });
  if (!result.ok) return reportedEntryProblem(result.error);
  return Response.json(result.data, { headers: { "cache-control": "no-store" } });
}
