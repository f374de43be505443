// What the portal mails people about, each a preference of the recipient (a User column), in the
// words the account page, the unsubscribe page and every mail's footer use.
import type { MailTopic } from "@/lib/generated/prisma/enums";

export type { MailTopic };

export const MAIL_TOPICS = ["run_failed", "decision", "review_queue"] as const satisfies readonly MailTopic[];

export type MailPreferenceField = "mailOnRunFailed" | "mailOnDecision" | "mailOnReviewQueue";

export interface MailTopicInfo {
  /** The user's column that turns it on or off. */
  field: MailPreferenceField;
  /** Completes "Send me an e-mail when …". */
  when: string;
  /** Only moderators and admins are mailed about it (lib/auth/permissions.ts canReceiveMail). */
  moderatorsOnly: boolean;
}

export const MAIL_TOPIC_INFO: Record<MailTopic, MailTopicInfo> = {
  run_failed: { field: "mailOnRunFailed", when: "a results file of yours fails scoring", moderatorsOnly: false },
  decision: {
    field: "mailOnDecision",
    when: "a moderator approves, rejects, asks for changes to, unpublishes or restores your submission",
    moderatorsOnly: false,
  },
  review_queue: {
    field: "mailOnReviewQueue",
    when: "a submission enters the review queue",
    moderatorsOnly: true,
  },
};

export type MailPreferences = Record<MailTopic, boolean>;

export function preferencesOf(user: Record<MailPreferenceField, boolean>): MailPreferences {
  return {
    run_failed: user.mailOnRunFailed,
    decision: user.mailOnDecision,
    review_queue: user.mailOnReviewQueue,
  };
}
