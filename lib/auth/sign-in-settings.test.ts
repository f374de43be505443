// The sign-in settings lib/env.ts validates at boot.
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

const SECRET = "x".repeat(32);

describe("sign-in configuration", () => {
  it("refuses the development sign-in in production, naming the variable and `npm run dev` instead", () => {
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: SECRET, AUTH_DEV_SIGN_IN: "true" })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: SECRET, AUTH_DEV_SIGN_IN: "1" })).toThrow(
      /AUTH_DEV_SIGN_IN: .*cannot be enabled in production.*`AUTH_DEV_SIGN_IN=true npm run dev`/,
    );
  });

  it("allows the development sign-in outside production, and production without it", () => {
    expect(parseEnv({ NODE_ENV: "development", AUTH_DEV_SIGN_IN: "true" }).AUTH_DEV_SIGN_IN).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: SECRET, AUTH_DEV_SIGN_IN: "false" }).AUTH_DEV_SIGN_IN,
    ).toBe(false);
  });

  it("needs GITHUB_ID and GITHUB_SECRET together", () => {
    expect(() => parseEnv({ GITHUB_ID: "abc" })).toThrow(
      /GITHUB_SECRET: GITHUB_ID and GITHUB_SECRET must be set together/,
    );
    expect(parseEnv({ GITHUB_ID: "abc", GITHUB_SECRET: "def" })).toMatchObject({
      GITHUB_ID: "abc",
      GITHUB_SECRET: "def",
    });
  });

  it("defaults GitHub's addresses to github.com and drops a trailing slash from Enterprise ones", () => {
    expect(parseEnv({})).toMatchObject({ GITHUB_URL: "https://github.com", GITHUB_API_URL: "https://api.github.com" });
    expect(
      parseEnv({ GITHUB_URL: "https://ghe.example/", GITHUB_API_URL: "https://ghe.example/api/v3/" }),
    ).toMatchObject({ GITHUB_URL: "https://ghe.example", GITHUB_API_URL: "https://ghe.example/api/v3" });
  });
});
