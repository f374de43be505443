// The audit log page's URL: ?action=&actor=&submission=&before= (a malformed value is dropped,
// not an error, so a hand-edited link still shows the log).
import { z } from "zod";
import { ModerationAction } from "@/lib/generated/prisma/enums";

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const id = z.preprocess(
  first,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
);

export const AUDIT_PAGE_SIZE = 50;

export const ZAuditQuery = z.object({
  action: z.preprocess(first, z.enum(ModerationAction).optional().catch(undefined)),
  actor: id,
  submission: id,
  before: id,
});

export type TAuditQuery = z.output<typeof ZAuditQuery>;

/** The query as URL parameters, without empty ones (for links to the next page and filters). */
export function auditQueryString(query: TAuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
