import { describe, expect, it } from "vitest";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import {
  checkReason,
  checkWithdrawReason,
  decisionsFrom,
  isDecision,
  MAX_REASON_LENGTH,
  refusedTransitionMessage,
  transitionTarget,
  type Transition,
} from "./transitions";

const STATUSES: SubmissionStatus[] = [
  "draft",
  "pending",
  "approved",
  "rejected",
  "changes_requested",
  "withdrawn",
  "unpublished",
];

// The table, written out once more by hand: the code must agree with it cell by cell.
const ALLOWED: Record<Transition, Partial<Record<SubmissionStatus, SubmissionStatus>>> = {
  approve: { pending: "approved" },
  reject: { pending: "rejected" },
  request_changes: { pending: "changes_requested" },
  unpublish: { approved: "unpublished" },
  restore: { unpublished: "approved" },
  withdraw: { pending: "withdrawn", changes_requested: "withdrawn" },
  submit: { draft: "pending", changes_requested: "pending" },
};

const cells = (Object.keys(ALLOWED) as Transition[]).flatMap((action) =>
  STATUSES.map((from) => ({ action, from, to: ALLOWED[action][from] ?? null })),
);

describe("the transition table", () => {
  it.each(cells.filter((cell) => cell.to !== null))(
    "allows $action from $from, leading to $to",
    ({ action, from, to }) => {
      expect(transitionTarget(action, from)).toBe(to);
    },
  );

  it.each(cells.filter((cell) => cell.to === null))("refuses $action from $from", ({ action, from }) => {
    expect(transitionTarget(action, from)).toBeNull();
  });

  it("offers a moderator only the decisions the table allows from each status", () => {
    expect(decisionsFrom("pending")).toEqual(["approve", "reject", "request_changes"]);
    expect(decisionsFrom("approved")).toEqual(["unpublish"]);
    expect(decisionsFrom("unpublished")).toEqual(["restore"]);
    for (const status of ["draft", "rejected", "changes_requested", "withdrawn"] as const)
      expect(decisionsFrom(status)).toEqual([]);
  });

  it("names what the refused action needs and what the submission is", () => {
    expect(refusedTransitionMessage("approve", "rejected")).toBe(
      "Only a pending submission can be approved; this one is rejected.",
    );
    expect(refusedTransitionMessage("withdraw", "approved")).toBe(
      "Only a pending or changes requested submission can be withdrawn; this one is approved.",
    );
    expect(refusedTransitionMessage("request_changes", "draft")).toContain("can have changes requested");
  });

  it("knows the five decisions and nothing else (submitter actions are not decisions)", () => {
    for (const name of ["approve", "reject", "request_changes", "unpublish", "restore"])
      expect(isDecision(name)).toBe(true);
    for (const name of ["withdraw", "submit", "delete", "", 1, null]) expect(isDecision(name)).toBe(false);
  });
});

describe("reasons", () => {
  it.each(["reject", "request_changes", "unpublish"] as const)("%s needs a non-blank reason", (decision) => {
    expect(checkReason(decision, undefined).ok).toBe(false);
    expect(checkReason(decision, "   \n").ok).toBe(false);
    expect(checkReason(decision, "  Coverage is partial. ")).toEqual({ ok: true, value: "Coverage is partial." });
  });

  it.each(["approve", "restore"] as const)("%s takes an optional note", (decision) => {
    expect(checkReason(decision, undefined)).toEqual({ ok: true, value: "" });
    expect(checkReason(decision, "Spot-checked ten verdicts.")).toEqual({
      ok: true,
      value: "Spot-checked ten verdicts.",
    });
  });

  it("refuses a reason longer than the limit, counting after trimming", () => {
    expect(checkReason("reject", "x".repeat(MAX_REASON_LENGTH)).ok).toBe(true);
    expect(checkReason("reject", ` ${"x".repeat(MAX_REASON_LENGTH)} `).ok).toBe(true);
    const long = checkReason("reject", "x".repeat(MAX_REASON_LENGTH + 1));
    expect(long).toEqual({
      ok: false,
      error: { code: "reason-too-long", message: expect.stringContaining(`at most ${MAX_REASON_LENGTH}`) as string },
    });
    expect(checkWithdrawReason("x".repeat(MAX_REASON_LENGTH + 1)).ok).toBe(false);
    expect(checkWithdrawReason(null)).toEqual({ ok: true, value: "" });
  });
});
