// The API's dynamic path segments. A value these refuse is answered 404: a path that names
// nothing is not there (an id is at most 100 characters; nothing longer was ever made).
import { z } from "zod";
import { ZShotSegment } from "@/lib/validations/url-params";

const ZId = z.string().min(1).max(100);

export const ZSubmissionParams = z.object({ id: ZId });
export const ZSubmissionRunParams = z.object({ id: ZId, runId: ZId });
export const ZHostedRunParams = z.object({ id: ZId, runId: ZId });
export const ZSubmissionShotsParams = z.object({ id: ZId, shots: ZShotSegment });
export const ZHostedRunFileParams = z.object({
  id: ZId,
  runId: ZId,
  shots: ZShotSegment,
  stage: z.enum(["first-stage", "scored"]),
});
export const ZReportedEntryParams = z.object({ id: ZId });
export const ZSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const ZBadgeParams = z.object({ file: z.string().min(1).max(300) });
