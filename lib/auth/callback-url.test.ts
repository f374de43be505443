import { describe, expect, it } from "vitest";
import { safeCallbackPath, signInPath } from "./callback-url";

const PORTAL = "https://portal.example";

describe("safeCallbackPath", () => {
  it("keeps a path of the portal with its query and fragment", () => {
    expect(safeCallbackPath("/account?tab=tokens#new", PORTAL)).toBe("/account?tab=tokens#new");
  });

  it("turns an absolute URL on the portal's own origin into its path", () => {
    expect(safeCallbackPath("https://portal.example/submissions/abc", PORTAL)).toBe("/submissions/abc");
  });

  it.each([
    "https://evil.example/account",
    "//evil.example/account",
    "/\\evil.example/account",
    "/\t/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://portal.example.evil.example/",
    "http://portal.example/account",
    "https://portal.example:8443/",
  ])("refuses %j, which leaves the portal, and falls back to the home page", (raw) => {
    expect(safeCallbackPath(raw, PORTAL)).toBe("/");
  });

  it("accepts only relative paths when the portal's URL is not configured", () => {
    expect(safeCallbackPath("/account", null)).toBe("/account");
    expect(safeCallbackPath("http://portal.invalid/account", null)).toBe("/");
    expect(safeCallbackPath("//evil.example/account", null)).toBe("/");
    expect(safeCallbackPath("https://portal.example/account", null)).toBe("/");
  });

  it("falls back to the home page for a missing or non-text value", () => {
    expect(safeCallbackPath(undefined, PORTAL)).toBe("/");
    expect(safeCallbackPath("", PORTAL)).toBe("/");
    expect(safeCallbackPath(["/account"], PORTAL)).toBe("/");
  });
});

describe("signInPath", () => {
  it("carries the page to come back to, encoded", () => {
    expect(signInPath("/account?x=1&y=2")).toBe("/signin?callbackUrl=%2Faccount%3Fx%3D1%26y%3D2");
  });

  it("drops an external callback", () => {
    expect(signInPath("https://evil.example/")).toBe("/signin");
  });
});
