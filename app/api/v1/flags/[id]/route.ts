import { z } from "zod";
import { requireApiUser } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { entryFlagProblem } from "@/lib/http/entry-flag-problem";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { unflagEntry } from "@/lib/moderation/entry-flags";
import { MAX_FLAG_NOTE_LENGTH } from "@/lib/validations/entry-flag";
import { ZReportedEntryParams as ZFlagParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

const ZRemoval = z.strictObject({ note: z.string().trim().max(MAX_FLAG_NOTE_LENGTH).nullish() });

/** Remove a standing flag (optional body `{ note }`, kept in the audit log). Moderators only. */
export const DELETE = apiRoute(
  {
    params: ZFlagParams,
    gate: (request) => requireApiUser(request, { writes: true }),
    body: { schema: ZRemoval, emptyAs: {}, invalid: (error) => invalidInputProblem(error, "The removal is invalid") },
  },
  async ({ params: { id }, caller: { auth }, body }) => {
    // unflagEntry decides who may (moderators and admins).
    const result = await unflagEntry({ actor: auth.user, flagId: id, note: body.note });
    if (!result.ok) return entryFlagProblem(result.error);
    return Response.json({ id, removed: true }, { headers: { "cache-control": "no-store" } });
  },
);
