// GET /api/v1/me, what the site header asks after load: who is signed in, never cached.
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/me/route";
import { createApiToken, revokeApiToken } from "@/lib/auth/api-tokens";
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
      displayName: null,
      role: "moderator",
      canModerate: true,
    });
  });

  it("treats an unknown session cookie as signed out", async () => {
    const response = await me({ cookie: `${sessionCookieName()}=nope` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });

  it("answers an unknown, revoked or malformed token with 401, as the README promises of every API call", async () => {
    const owner = await createActor("user", "revoked");
    const { token, summary } = await createApiToken({ userId: owner.id, name: "soon revoked" });
    expect((await revokeApiToken({ userId: owner.id, tokenId: summary.id })).ok).toBe(true);
    for (const authorization of ["Bearer mrb_unknown", `Bearer ${token}`, "Basic dXNlcjpwYXNz"]) {
      const response = await me({ authorization });
      const body = (await response.json()) as { type?: string };
      expect({ authorization, status: response.status, type: body.type }).toEqual({
        authorization,
        status: 401,
        type: expect.stringMatching(/invalid-token$/),
      });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
  });
});
