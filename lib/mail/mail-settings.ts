// Whether the portal sends mail, and how, from the configuration: off unless SMTP_URL is set.
// Links in mails start with the portal's public address (NEXTAUTH_URL, or the local address
// `npm start` defaults it to, as lib/http/same-origin.ts reads it).
import "server-only";
import { env } from "@/lib/env";

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Without a trailing slash. */
  portalUrl: string;
  /** pg-boss's retry options of every mail job: retries after the first attempt, the first delay (s), doubling. */
  retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
}

export function mailIsOn(): boolean {
  return env.SMTP_URL !== undefined;
}

export function mailSettings(): MailSettings | null {
  if (!env.SMTP_URL) return null;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    portalUrl: env.NEXTAUTH_URL ?? `http://localhost:${env.PORT}`,
    retry: { retryLimit: env.MAIL_RETRY_LIMIT, retryDelay: env.MAIL_RETRY_DELAY_SECONDS, retryBackoff: true },
  };
}

/** The mail server as admins may see it: scheme, host and port, never the credentials. */
export function mailServerLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
