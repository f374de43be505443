// The mail settings lib/env.ts validates at boot.
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("mail configuration", () => {
  it("leaves mail off when SMTP_URL is unset or blank, with the default sender and retries", () => {
    for (const source of [{}, { SMTP_URL: "  " }]) {
      const env = parseEnv(source);
      expect(env.SMTP_URL).toBeUndefined();
      expect(env).toMatchObject({
        MAIL_FROM: "MR-Ben Portal <no-reply@localhost>",
        MAIL_RETRY_LIMIT: 5,
        MAIL_RETRY_DELAY_SECONDS: 30,
      });
    }
  });

  it("takes smtp:// and smtps:// URLs, with or without credentials", () => {
    for (const url of ["smtp://mail.example.org:587", "smtps://user:p%40ss@mail.example.org", "smtp://127.0.0.1:2525"])
      expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
  });

  it("refuses any other SMTP_URL, naming the variable", () => {
    for (const url of ["mail.example.org:25", "http://mail.example.org", "smtp://", "smtp://exa mple.org"])
      expect(() => parseEnv({ SMTP_URL: url })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it("takes an address or a name and an address as MAIL_FROM, and refuses anything else by name", () => {
    expect(parseEnv({ MAIL_FROM: "portal@example.org" }).MAIL_FROM).toBe("portal@example.org");
    expect(parseEnv({ MAIL_FROM: "The Portal <portal@example.org>" }).MAIL_FROM).toBe(
      "The Portal <portal@example.org>",
    );
    for (const from of ["The Portal", "a@b\nBcc: c@d", "<portal@example.org"])
      expect(() => parseEnv({ MAIL_FROM: from })).toThrow(/MAIL_FROM: must be an e-mail address/);
  });

  it("refuses retry settings out of range, naming them", () => {
    expect(() => parseEnv({ MAIL_RETRY_LIMIT: "-1" })).toThrow(/MAIL_RETRY_LIMIT/);
    expect(() => parseEnv({ MAIL_RETRY_DELAY_SECONDS: "0" })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
  });
});
