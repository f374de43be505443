// The API's route that flags an entry (a submission's, or a reported one): the caller signed in with
// a token that writes, the flag's kind and note checked, the service's refusal as its problem, else
// the flag, created. Moderators and admins only, checked before the body is read.
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { entryFlagProblem } from "@/lib/http/entry-flag-problem";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { createdJson } from "@/lib/http/responses";
import { ZEntryFlagInput } from "@/lib/validations/entry-flag";
import type { z } from "zod";
import { FLAGGING_REFUSAL, flagEntry, type FlagTarget } from "@/lib/moderation/entry-flags";

export function entryFlagRoute({
  params,
  target,
}: {
  /** The route's `[id]`, checked as the entry's id. */
  params: z.ZodType<{ id: string }, Record<string, string>>;
  target: (id: string) => FlagTarget;
}) {
  return apiRoute(
    {
      params,
      // The role before the body: a plain user learns nothing of the schema.
      gate: (request) => requireApiRole(request, "moderator", { writes: true, refusal: FLAGGING_REFUSAL }),
      body: { schema: ZEntryFlagInput, invalid: (error) => invalidInputProblem(error, "The flag is invalid") },
    },
    async ({ params: { id }, caller: { auth }, body: { kind, note } }) => {
      const result = await flagEntry({ actor: auth.user, target: target(id), kind, note });
      if (!result.ok) return entryFlagProblem(result.error);
      return createdJson({ id: result.value.id, kind, note }, `/api/v1/flags/${result.value.id}`);
    },
  );
}
