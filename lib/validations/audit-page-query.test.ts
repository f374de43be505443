import { describe, expect, it } from "vitest";
import { auditQueryString, ZAuditQuery } from "./audit-page-query";

describe("the audit log's URL parameters", () => {
  it("keeps a known action and well-formed ids", () => {
    expect(ZAuditQuery.parse({ action: "approve", actor: "abc_1", submission: "cm1", before: "ev-2" })).toEqual({
      action: "approve",
      actor: "abc_1",
      submission: "cm1",
      before: "ev-2",
    });
  });

  it("drops an unknown action and an id with characters ids never have, instead of failing", () => {
    expect(ZAuditQuery.parse({ action: "delete", actor: "a b", submission: "x'; --" })).toEqual({
      action: undefined,
      actor: undefined,
      submission: undefined,
      before: undefined,
    });
  });

  it("reads the first of repeated parameters", () => {
    expect(ZAuditQuery.parse({ action: ["reject", "approve"] }).action).toBe("reject");
  });

  it("writes back only the parameters that are set", () => {
    expect(auditQueryString({ action: "unpublish", actor: undefined, submission: "s1", before: undefined })).toBe(
      "?action=unpublish&submission=s1",
    );
    expect(auditQueryString({ action: undefined, actor: undefined, submission: undefined, before: undefined })).toBe(
      "",
    );
  });
});
