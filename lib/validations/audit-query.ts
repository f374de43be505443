// The audit log's filters as they arrive in a query string (the API and /moderation/audit).
import { z } from "zod";
import { ModerationAction } from "@/lib/generated/prisma/enums";
import { CONTROL_CHARACTER_ERROR, hasControlCharacter } from "./free-text";

const ACTIONS = Object.values(ModerationAction);
const optionalId = z
  .string()
  .trim()
  .max(100)
  .refine((value) => !hasControlCharacter(value), { error: CONTROL_CHARACTER_ERROR })
  .optional()
  .transform((value) => value || undefined);

export const ZAuditQuery = z.object({
  // An empty select in the audit page's filter form means "any action".
  action: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(ACTIONS, { error: `action must be one of ${ACTIONS.join(", ")}` }).optional(),
  ),
  actorId: optionalId,
  submissionId: optionalId,
  subjectUserId: optionalId,
  before: optionalId,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The first value of each parameter, as zod expects plain strings. */
export function auditQueryInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of params.keys()) input[key] ??= params.get(key) ?? "";
  return input;
}
