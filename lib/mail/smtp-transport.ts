// Sending one mail through the configured SMTP server with nodemailer. Only the mail worker loads
// this module: the web server writes mail, it never sends any.
import "server-only";
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { MailSettings } from "@/lib/mail/mail-settings";

interface OutgoingMail {
  key: string;
  to: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// nodemailer waits up to 2 minutes to connect and 10 to hear back by default: a server that
// accepts connections and then says nothing would hold an attempt far past its job's expiry.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

export function smtpTransport(settings: Pick<MailSettings, "smtpUrl" | "from">): MailTransport {
  // Settings in the URL's query (e.g. ?tls.rejectUnauthorized=false) win over the timeouts.
  const transporter = nodemailer.createTransport({ ...TIMEOUTS, url: settings.smtpUrl });
  const domain = senderDomain(settings.from);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        // Fixed by the key: if a crash made an attempt send twice, mail clients see one message.
        messageId: `<${createHash("sha256").update(mail.key).digest("hex").slice(0, 32)}@${domain}>`,
        headers: { "List-Unsubscribe": `<${mail.unsubscribeUrl}>` },
      });
    },
    close: () => transporter.close(),
  };
}
