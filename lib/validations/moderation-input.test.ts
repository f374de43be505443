import { describe, expect, it } from "vitest";
import { ZAuditQuery } from "./audit-query";
import { ZDecisionInput, ZWithdrawInput } from "./moderation-input";
import { ZSubmissionParams } from "./route-params";

describe("moderation input with control characters", () => {
  it("refuses a decision's or a withdrawal's reason holding NUL, and keeps its line breaks", () => {
    expect(ZDecisionInput.safeParse({ decision: "reject", reason: "no\u0000", revision: 0 }).success).toBe(false);
    expect(ZWithdrawInput.safeParse({ reason: "\u001b[2J" }).success).toBe(false);
    expect(ZDecisionInput.parse({ decision: "reject", reason: "one\r\ntwo", revision: 0 }).reason).toBe("one\ntwo");
  });

  it("refuses an audit cursor or a path id holding a control character", () => {
    expect(ZAuditQuery.safeParse({ before: "\u0000" }).success).toBe(false);
    expect(ZAuditQuery.safeParse({ before: "ckabc" }).success).toBe(true);
    expect(ZSubmissionParams.safeParse({ id: "\u0000" }).success).toBe(false);
  });
});
