// A mail's words as sent: the event's paragraphs, then a footer saying why the recipient gets it
// and how to stop it. Plain text only, so nothing a submitter typed can become markup or a link
// the portal did not make.
import { MAIL_TOPIC_INFO, type MailTopic } from "./mail-topics";

/** A link into the portal, written out as "label: URL". */
interface MailLink {
  label: string;
  /** From the portal's root, e.g. `/submissions/abc`. */
  path: string;
}

export type MailParagraph = string | MailLink;

const MAX_SUBJECT_LENGTH = 200;

export function unsubscribeUrl({
  portalUrl,
  token,
  topic,
}: {
  portalUrl: string;
  token: string;
  topic: MailTopic;
}): string {
  return `${portalUrl}/unsubscribe/${encodeURIComponent(token)}/${topic}`;
}

/** One line: a header cannot hold a line break, and a model's name may. */
export function mailSubject(subject: string): string {
  const line = subject.replace(/\s+/g, " ").trim();
  return line.length > MAX_SUBJECT_LENGTH ? `${line.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : line;
}

export function composeMailText({
  paragraphs,
  topic,
  portalUrl,
  unsubscribe,
}: {
  paragraphs: readonly MailParagraph[];
  topic: MailTopic;
  portalUrl: string;
  unsubscribe: string;
}): string {
  const body = paragraphs.map((paragraph) =>
    typeof paragraph === "string" ? paragraph : `${paragraph.label}: ${portalUrl}${paragraph.path}`,
  );
  const footer = [
    // "-- " (with its space) is the signature separator mail clients recognise.
    "-- ",
    `MR-Ben Portal: ${portalUrl}`,
    `You get this e-mail when ${MAIL_TOPIC_INFO[topic].when}.`,
    `Stop these e-mails: ${unsubscribe}`,
    `All your e-mail settings: ${portalUrl}/account`,
  ].join("\n");
  return `${[...body, footer].join("\n\n")}\n`;
}
