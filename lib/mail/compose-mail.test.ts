// What every mail says besides its event: one-line subjects, links written out, and the footer
// with the unsubscribe link.
import { describe, expect, it } from "vitest";
import { composeMailText, mailSubject, unsubscribeUrl } from "./compose-mail";

const PORTAL = "https://portal.example";

describe("composing a mail", () => {
  it("writes a link into the portal as its label and full URL, and ends with the unsubscribe footer", () => {
    const unsubscribe = unsubscribeUrl({ portalUrl: PORTAL, token: "t0k", topic: "run_failed" });
    expect(unsubscribe).toBe(`${PORTAL}/unsubscribe/t0k/run_failed`);
    expect(
      composeMailText({
        paragraphs: ["Your file failed.", { label: "The report", path: "/submissions/s1" }],
        topic: "run_failed",
        portalUrl: PORTAL,
        unsubscribe,
      }),
    ).toBe(
      [
        "Your file failed.",
        "",
        `The report: ${PORTAL}/submissions/s1`,
        "",
        "-- ",
        `MR-Ben Portal: ${PORTAL}`,
        "You get this e-mail when a results file of yours fails scoring.",
        `Stop these e-mails: ${PORTAL}/unsubscribe/t0k/run_failed`,
        `All your e-mail settings: ${PORTAL}/account`,
        "",
      ].join("\n"),
    );
  });

  it("keeps a subject on one line, however the model's name was typed, and at most 200 characters", () => {
    expect(mailSubject("Model\r\nBcc: someone@example.org:  Approved")).toBe(
      "Model Bcc: someone@example.org: Approved",
    );
    const long = mailSubject("x".repeat(300));
    expect(long).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
  });
});
