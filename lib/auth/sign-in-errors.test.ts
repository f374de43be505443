import { describe, expect, it } from "vitest";
import { DEV_SIGN_IN_EMAIL_ERROR, signInErrorMessage } from "./sign-in-errors";

describe("the sign-in page's error message", () => {
  it("says what went wrong for next-auth's codes, and nothing without a code", () => {
    expect(signInErrorMessage("AccessDenied")).toBe("You are not allowed to sign in.");
    expect(signInErrorMessage(undefined)).toBeNull();
    expect(signInErrorMessage(DEV_SIGN_IN_EMAIL_ERROR)).toBeNull();
  });

  it("gives the general message for any other code, the names of Object's own properties too", () => {
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "nonsense"])
      expect(signInErrorMessage(code), code).toBe("The sign-in did not work. Try again.");
  });
});
