// The API's dynamic path segments. A value these refuse is answered 404: a path that names
// nothing is not there (an id is at most 100 characters; nothing longer was ever made).
import { z } from "zod";
import { ZShotSegment } from "@/lib/validations/url-params";
import { hasControlCharacter } from "./free-text";

/** No id, slug or file name holds a control character (PostgreSQL cannot even compare one with NUL). */
const segment = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasControlCharacter(value));

const ZId = segment(100);

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
export const ZSlugParams = z.object({ slug: segment(200) });
export const ZBadgeParams = z.object({ file: segment(300) });
export const ZBenchmarkBadgeParams = z.object({ slug: segment(200), file: segment(300) });
