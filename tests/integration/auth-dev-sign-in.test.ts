// The development sign-in, run in-process: POST /api/dev-sign-in with a form, as the /signin
// page sends it, against this file's own database.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/dev-sign-in/route";
import { authenticateRequest, getCurrentUser } from "@/lib/auth/current-user";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

// getCurrentUser reads the cookie through next/headers, which only Next provides: hand it
// the cookie the route set, as the browser would on its next request.
const browserCookies = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => {
        const value = browserCookies.get(name);
        return value === undefined ? undefined : { name, value };
      },
    }),
}));

const PORTAL = "http://127.0.0.1:3000";

function signInRequest(
  fields: Record<string, string>,
  headers: Record<string, string> = { "sec-fetch-site": "same-origin", origin: PORTAL },
): Request {
  return new Request(`${PORTAL}/api/dev-sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The session cookie of a response: its value and attributes. */
function sessionCookie(response: Response) {
  const header = response.headers.get("set-cookie");
  if (!header) return null;
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  return {
    name: pair.slice(0, separator),
    value: decodeURIComponent(pair.slice(separator + 1)),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

const settings = { AUTH_DEV_SIGN_IN: env.AUTH_DEV_SIGN_IN, NODE_ENV: env.NODE_ENV, NEXTAUTH_URL: env.NEXTAUTH_URL };
beforeEach(() => {
  env.AUTH_DEV_SIGN_IN = true;
  env.NEXTAUTH_URL = PORTAL;
  browserCookies.clear();
});
afterEach(() => Object.assign(env, settings));

describe("POST /api/dev-sign-in when AUTH_DEV_SIGN_IN is on", () => {
  it("creates the user and a 30-day session, and sets the cookie next-auth reads", async () => {
    const signedInFrom = Date.now();
    const response = await POST(signInRequest({ email: "Ada@Example.org", callbackUrl: "/account" }));
    const signedInBy = Date.now();

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/account");
    const cookie = sessionCookie(response);
    expect(cookie?.name).toBe(SESSION_COOKIE);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(cookie?.attributes).not.toContain("secure");

    const session = await db.session.findUniqueOrThrow({
      where: { sessionToken: cookie!.value },
      include: { user: true },
    });
    expect(session.user.email).toBe("ada@example.org");
    // 30 days from the moment of the sign-in, which lies between the two readings of the clock around it.
    const thirtyDays = 30 * 86_400_000;
    expect(session.expires.getTime()).toBeGreaterThanOrEqual(signedInFrom + thirtyDays);
    expect(session.expires.getTime()).toBeLessThanOrEqual(signedInBy + thirtyDays);
  });

  it("gives a session that authenticateRequest and getCurrentUser accept", async () => {
    const response = await POST(signInRequest({ email: "grace@example.org" }));
    const cookie = sessionCookie(response)!;

    const auth = await authenticateRequest(
      new Request(`${PORTAL}/api/v1/submissions`, { headers: { cookie: `${cookie.name}=${cookie.value}` } }),
    );
    expect(auth).toMatchObject({
      ok: true,
      value: { via: "session", user: { email: "grace@example.org", role: "user" } },
    });

    browserCookies.set(cookie.name, cookie.value);
    expect((await getCurrentUser())?.email).toBe("grace@example.org");
  });

  it("signs the same person in again as the same user, whatever the case of the address", async () => {
    await POST(signInRequest({ email: "linus@example.org" }));
    await POST(signInRequest({ email: "LINUS@example.org" }));
    const users = await db.user.findMany({ where: { email: "linus@example.org" }, include: { sessions: true } });
    expect(users).toHaveLength(1);
    expect(users[0]!.sessions).toHaveLength(2);
  });

  it("on an https portal, uses next-auth's __Secure- cookie, marked Secure, and follows absolute URLs of the portal", async () => {
    env.NEXTAUTH_URL = "https://portal.example";
    const response = await POST(
      signInRequest(
        { email: "secure@example.org", callbackUrl: "https://portal.example/account?tab=tokens" },
        { "sec-fetch-site": "same-origin", origin: "https://portal.example" },
      ),
    );
    expect(response.headers.get("location")).toBe("/account?tab=tokens");
    const cookie = sessionCookie(response);
    expect(cookie?.name).toBe(SECURE_SESSION_COOKIE);
    expect(cookie?.attributes).toContain("secure");
  });

  it.each([
    ["an external URL", "https://evil.example/account"],
    ["a protocol-relative URL", "//evil.example/account"],
    ["a backslash trick", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
  ])("never redirects to %s: it goes home instead", async (_what, callbackUrl) => {
    const response = await POST(signInRequest({ email: "mallory@example.org", callbackUrl }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it("sends an invalid address back to /signin with the error, keeping the callback, and signs no one in", async () => {
    const before = await db.user.count();
    const response = await POST(signInRequest({ email: "not an address", callbackUrl: "/account" }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, PORTAL);
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("error")).toBe("DevSignInEmail");
    expect(location.searchParams.get("callbackUrl")).toBe("/account");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await db.user.count()).toBe(before);
  });

  it("refuses a cross-site form post with 403 and creates nothing", async () => {
    const before = await db.user.count();
    const crossSite: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example", host: "127.0.0.1:3000" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      {},
    ];
    for (const headers of crossSite) {
      const response = await POST(signInRequest({ email: "victim@example.org" }, headers));
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await db.user.count()).toBe(before);
  });
});

describe("POST /api/dev-sign-in when it is not enabled", () => {
  it("answers 404 and writes nothing when AUTH_DEV_SIGN_IN is off", async () => {
    env.AUTH_DEV_SIGN_IN = false;
    const response = await POST(signInRequest({ email: "off@example.org" }));
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await db.user.count({ where: { email: "off@example.org" } })).toBe(0);
  });

  it("answers 404 in production even if the flag got through", async () => {
    env.NODE_ENV = "production";
    const response = await POST(signInRequest({ email: "prod@example.org" }));
    expect(response.status).toBe(404);
    expect(await db.user.count({ where: { email: "prod@example.org" } })).toBe(0);
  });
});
