// What the mail pages take: the account page's preferences form (checkboxes, named by topic), an
// unsubscribe link's token and topic, and the admin mail log's URL (?status=&before=, a malformed
// value dropped so a hand-edited link still shows the log).
import { z } from "zod";
import { MailStatus, MailTopic } from "@/lib/generated/prisma/enums";

/** A checkbox posts "on" when ticked and nothing otherwise. */
const checkbox = z
  .literal("on")
  .nullish()
  .transform((value) => value === "on");

export const ZMailPreferencesForm = z.object({
  run_failed: checkbox,
  decision: checkbox,
  review_queue: checkbox,
});

/** The secret of an unsubscribe link (a UUID, made by the database) and the topic it turns off. */
export const ZUnsubscribeLink = z.object({
  token: z.uuid(),
  topic: z.enum(MailTopic),
});

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export const ZMailLogQuery = z.object({
  status: z.preprocess(first, z.enum(MailStatus).optional().catch(undefined)),
  before: z.preprocess(
    first,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional()
      .catch(undefined),
  ),
});

export type TMailLogQuery = z.output<typeof ZMailLogQuery>;
