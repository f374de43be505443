import { z } from "zod";
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { entryFlagProblem } from "@/lib/http/entry-flag-problem";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { FLAGGING_REFUSAL, unflagEntry } from "@/lib/moderation/entry-flags";
import { ZUnflagNote } from "@/lib/validations/entry-flag";
import { ZReportedEntryParams as ZFlagParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

const ZRemoval = z.strictObject({ note: ZUnflagNote.nullish() });

/** Remove a standing flag (optional body `{ note }`, kept in the audit log). Moderators only. */
export const DELETE = apiRoute(
  {
    params: ZFlagParams,
    gate: (request) => requireApiRole(request, "moderator", { writes: true, refusal: FLAGGING_REFUSAL }),
    body: { schema: ZRemoval, emptyAs: {}, invalid: (error) => invalidInputProblem(error, "The removal is invalid") },
  },
  async ({ params: { id }, caller: { auth }, body }) => {
    const result = await unflagEntry({ actor: auth.user, flagId: id, note: body.note });
    if (!result.ok) return entryFlagProblem(result.error);
    return Response.json({ id, removed: true }, { headers: { "cache-control": "no-store" } });
  },
);
