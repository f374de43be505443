import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonBody } from "@/lib/http/read-json-body";
import { createdJson } from "@/lib/http/responses";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import {
  addReportedEntry,
  currentSubjectKeys,
  REPORTED_ENTRIES_REFUSAL,
} from "@/lib/benchmarks/mrben/reported/reported-entries";
import { reportedEntryProblem } from "@/lib/http/reported-entry-problem";
import { reportedEntrySchema } from "@/lib/benchmarks/mrben/reported-entry-input";

export const dynamic = "force-dynamic";

/** A moderator adds a reported entry (the form's fields as JSON, scores in percent); answers its id. */
export const POST = apiRoute(
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
