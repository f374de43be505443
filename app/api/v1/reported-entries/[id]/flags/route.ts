import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { entryFlagProblem } from "@/lib/http/entry-flag-problem";
import { createdJson } from "@/lib/http/responses";
import { flagEntry } from "@/lib/moderation/entry-flags";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { ZEntryFlagInput } from "@/lib/validations/entry-flag";
import { ZReportedEntryParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** Flag a reported entry: `{ kind, note }`. Moderators only. */
export const POST = apiRoute(
  {
    params: ZReportedEntryParams,
    gate: (request) => requireApiUser(request, { writes: true }),
    body: { schema: ZEntryFlagInput, invalid: (error) => invalidInputProblem(error, "The flag is invalid") },
  },
  async ({ params: { id }, caller: { auth }, body: { kind, note } }) => {
    // flagEntry decides who may (moderators and admins).
    const result = await flagEntry({ actor: auth.user, target: { reportedEntryId: id }, kind, note });
    if (!result.ok) return entryFlagProblem(result.error);
    return createdJson({ id: result.data.id, kind, note }, `/api/v1/flags/${result.data.id}`);
  },
);
