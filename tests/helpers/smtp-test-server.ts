// A real SMTP server inside the test process (smtp-server, by nodemailer's author): it accepts every
// mail on 127.0.0.1 and keeps each one parsed (mailparser), so tests read what the portal sent as a
// mail client would. It can be stopped and started again on the same port, as a mail server that
// goes down and comes back.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  /** RCPT TO of the SMTP envelope. */
  to: string[];
  mail: ParsedMail;
  /** The body as plain text. */
  text: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Mails received for `address`. */
  to(address: string): ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestSmtpServer({ port }: { port: number }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const start = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP: the built-in test certificate would only make nodemailer refuse STARTTLS.
      hideSTARTTLS: true,
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
              text: mail.text ?? "",
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once("error", reject);
      smtp.listen(port, "127.0.0.1", () => resolve());
    });
    server = smtp;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await start();
  return {
    port,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    start,
    stop,
  };
}
