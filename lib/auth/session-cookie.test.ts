import { describe, expect, it } from "vitest";
import { readCookie } from "./session-cookie";

describe("reading a cookie from a Cookie header", () => {
  it("finds the named cookie among others and decodes it", () => {
    expect(readCookie("a=1; next-auth.session-token=abc%2Fdef; b=2", "next-auth.session-token")).toBe("abc/def");
    expect(readCookie("a=1", "next-auth.session-token")).toBeNull();
    expect(readCookie(null, "next-auth.session-token")).toBeNull();
  });

  it("reads a value that is not valid percent-encoding as no cookie, as if signed out", () => {
    for (const value of ["%", "%zz", "abc%E0%A4%A"])
      expect(readCookie(`next-auth.session-token=${value}`, "next-auth.session-token"), value).toBeNull();
  });
});
