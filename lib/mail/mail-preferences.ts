// A user's mail preferences: read for the account page, changed there and by unsubscribe links.
// Who may change which is decided before these are called (lib/auth).
import "server-only";
import { db } from "@/lib/db";
import {
  MAIL_TOPIC_INFO,
  MAIL_TOPICS,
  preferencesOf,
  type MailPreferences,
  type MailTopic,
} from "@/lib/mail/mail-topics";

const PREFERENCE_SELECT = { mailOnRunFailed: true, mailOnDecision: true, mailOnReviewQueue: true } as const;

export async function getMailPreferences(userId: string): Promise<MailPreferences> {
  return preferencesOf(await db.user.findUniqueOrThrow({ where: { id: userId }, select: PREFERENCE_SELECT }));
}

export async function setMailPreferences({
  userId,
  preferences,
}: {
  userId: string;
  preferences: Partial<MailPreferences>;
}): Promise<MailPreferences> {
  const data = Object.fromEntries(
    MAIL_TOPICS.filter((topic) => preferences[topic] !== undefined).map((topic) => [
      MAIL_TOPIC_INFO[topic].field,
      preferences[topic],
    ]),
  );
  return preferencesOf(await db.user.update({ where: { id: userId }, data, select: PREFERENCE_SELECT }));
}

/** What an unsubscribe link does: that topic off for that user. */
export async function unsubscribe({ userId, topic }: { userId: string; topic: MailTopic }): Promise<void> {
  await setMailPreferences({ userId, preferences: { [topic]: false } });
}
