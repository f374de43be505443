import { entryFlagRoute } from "@/app/api/v1/_routes/entry-flag-route";
import { ZReportedEntryParams } from "@/lib/validations/route-params";

export const dynamic = "force-dynamic";

/** Flag a reported entry: `{ kind, note }`. Moderators only. */
export const POST = entryFlagRoute({ params: ZReportedEntryParams, target: (id) => ({ reportedEntryId: id }) });
