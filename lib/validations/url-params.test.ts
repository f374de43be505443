import { describe, expect, it } from "vitest";
import { ZShotSegment, ZShotsParam, ZSubjectParam, zPageParam } from "@/lib/validations/url-params";

describe("the pages' shared URL parameters", () => {
  it("reads ?shots as 0 or 1, by its first value when repeated, and shows 0-shot for anything else", () => {
    expect(ZShotsParam.parse("1")).toBe(1);
    expect(ZShotsParam.parse(["1", "0"])).toBe(1);
    expect(ZShotsParam.parse("0")).toBe(0);
    expect(ZShotsParam.parse("2")).toBe(0);
    expect(ZShotsParam.parse(undefined)).toBe(0);
  });

  it("takes a shot path segment only as the exact text 0 or 1", () => {
    expect(ZShotSegment.parse("0")).toBe(0);
    expect(ZShotSegment.parse("1")).toBe(1);
    for (const loose of ["0x1", "1.0", " 1", "01", "1e0", "+1", "", "2"]) {
      expect(ZShotSegment.safeParse(loose).success, loose).toBe(false);
    }
  });

  it("drops a subject that is not a subject key instead of failing the page", () => {
    expect(ZSubjectParam.parse("math")).toBe("math");
    expect(ZSubjectParam.parse("Math!")).toBeUndefined();
    expect(ZSubjectParam.parse(undefined)).toBeUndefined();
  });

  it("falls back to page 1 outside 1..max or for a non-number", () => {
    const page = zPageParam(1000);
    expect(page.parse("3")).toBe(3);
    expect(page.parse("0")).toBe(1);
    expect(page.parse("1001")).toBe(1);
    expect(page.parse("two")).toBe(1);
    expect(page.parse(undefined)).toBe(1);
  });
});
