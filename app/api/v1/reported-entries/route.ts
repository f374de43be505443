import { apiUser } from "@/lib/http/api-auth";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { readJsonBody } from "@/lib/http/read-json-body";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { addReportedEntry, currentSubjectKeys } from "@/lib/moderation/reported-entries";
import { reportedEntrySchema } from "@/lib/validations/reported-entry";

export const dynamic = "force-dynamic";

/** A moderator adds a reported entry (the form's fields as JSON, scores in percent); 201 with its id. */
export async function POST(request: Request): Promise<Response> {
  const caller = await apiUser(request, { writes: true });
  if (!caller.ok) return caller.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = reportedEntrySchema(await currentSubjectKeys()).safeParse(body.value);
  if (!input.success) return invalidInputProblem(input.error, "The reported entry is invalid");
  const result = await addReportedEntry({ actor: caller.auth.user, input: input.data });
  if (!result.ok) return reportedEntryProblem(result.error);
  return Response.json(result.data, { status: 201, headers: { "cache-control": "no-store" } });
}
