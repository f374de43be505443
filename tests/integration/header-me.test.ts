// GET /api/v1/me, what the site header asks after load: who is signed in, never cached.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/me/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { createActor } from "../helpers/actors";

const me = (headers: Record<string, string> = {}) => GET(new Request("http://127.0.0.1:3000/api/v1/me", { headers }));

describe("GET /api/v1/me", () => {
  it("answers null for a visitor, privately and uncached", async () => {
    const response = await me();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ user: null });
  });

  it("names the user of the session cookie with their role, and nothing more", async () => {
    const moderator = await createActor("moderator", "mod");
    const body = (await (await me({ cookie: moderator.cookie })).json()) as { user: Record<string, unknown> };
    expect(body.user).toEqual({
      name: "mod",
      email: moderator.email,
      githubLogin: null,
      role: "moderator",
      canModerate: true,
    });
  });

  it("treats an unknown session cookie or a bad token as signed out", async () => {
    expect(await (await me({ cookie: `${sessionCookieName()}=nope` })).json()).toEqual({ user: null });
    expect(await (await me({ authorization: "Bearer mrb_unknown" })).json()).toEqual({ user: null });
  });
});
