// Personal API tokens against a real database: the service functions, the account page's
// server actions (with next/headers standing in for the browser's cookie), and what a
// pipeline sees through authenticateRequest / apiUser.
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiTokenAction, revokeApiTokenAction } from "@/app/account/actions";
import { createApiToken, listApiTokens, revokeApiToken } from "@/lib/auth/api-tokens";
import { authenticateRequest } from "@/lib/auth/current-user";
import { startSession } from "@/lib/auth/sessions";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db";
import { requireApiUser } from "@/lib/auth/gates";
import { apiGateProblem } from "@/lib/http/auth-problems";

let sessionToken: string | undefined;
/** What the browser says about where the action's post comes from: the portal's own page by default. */
const FROM_THE_PORTAL = { "sec-fetch-site": "same-origin" };
let requestHeaders: Record<string, string> = FROM_THE_PORTAL;
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (name === SESSION_COOKIE && sessionToken ? { name, value: sessionToken } : undefined),
    }),
  headers: () => Promise.resolve(new Headers(requestHeaders)),
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

const bearer = (token: string) =>
  new Request("http://127.0.0.1:3000/api/v1/submissions", { headers: { authorization: `Bearer ${token}` } });

let alice: { id: string };
let bob: { id: string };

async function actAs(user: { id: string } | null) {
  sessionToken = user ? (await startSession({ userId: user.id })).sessionToken : undefined;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

beforeAll(async () => {
  alice = await db.user.create({ data: { email: "alice@example.org" } });
  bob = await db.user.create({ data: { email: "bob@example.org" } });
});
beforeEach(() => {
  sessionToken = undefined;
  requestHeaders = FROM_THE_PORTAL;
});

describe("creating a token", () => {
  it("returns a token of the form mrb_ + 43 base64url characters that authenticates as its owner", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "nightly" });
    expect(token).toMatch(/^mrb_[A-Za-z0-9_-]{43}$/);
    expect(summary.prefix).toBe(token.slice(0, 12));

    const result = await authenticateRequest(bearer(token));
    expect(result).toMatchObject({ ok: true, value: { via: "token", user: { id: alice.id } } });
  });

  it("stores only the SHA-256 of the token, never the token itself", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "hash check" });
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: summary.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("records when the token was last used", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "used" });
    await authenticateRequest(bearer(token));
    const row = await db.apiToken.findUniqueOrThrow({ where: { id: summary.id } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("through the account page: shows the token once and asks for a name", async () => {
    await actAs(alice);
    const created = await createApiTokenAction(null, form({ name: "  ci pipeline  " }));
    expect(created).toMatchObject({ ok: true, name: "ci pipeline" });
    if (!created?.ok) throw new Error("expected a token");
    expect((await authenticateRequest(bearer(created.token))).ok).toBe(true);

    const unnamed = await createApiTokenAction(null, form({ name: "   " }));
    expect(unnamed).toMatchObject({ ok: false, fieldErrors: { name: [expect.stringMatching(/name/i)] } });
  });

  it("through the account page: a post from another site, or one saying neither where it comes from, creates no token", async () => {
    await actAs(alice);
    const before = await db.apiToken.count();
    for (const from of <Array<Record<string, string>>>[
      { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      {},
    ]) {
      requestHeaders = from;
      const created = await createApiTokenAction(null, form({ name: "forged" }));
      expect({ from, created }).toEqual({
        from,
        created: { ok: false, error: expect.stringMatching(/portal's own pages/) },
      });
    }
    expect(await db.apiToken.count()).toBe(before);
  });

  it("through the account page: refuses a visitor who is not signed in", async () => {
    await actAs(null);
    const before = await db.apiToken.count();
    expect(await createApiTokenAction(null, form({ name: "anonymous" }))).toMatchObject({ ok: false });
    expect(await db.apiToken.count()).toBe(before);
  });
});

describe("listing tokens", () => {
  it("shows a user their own tokens with name, prefix and dates, never the hash", async () => {
    const { token } = await createApiToken({ userId: bob.id, name: "bob's" });
    const tokens = await listApiTokens({ userId: bob.id });
    expect(tokens.map((entry) => entry.name)).toEqual(["bob's"]);
    expect(Object.keys(tokens[0]!).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name", "prefix", "revokedAt"]);
    const serialized = JSON.stringify(tokens);
    expect(serialized).not.toContain(token);
    expect(serialized).not.toContain(createHash("sha256").update(token).digest("hex"));
  });
});

describe("revoking a token", () => {
  it("refuses the revoked token with 401 afterwards", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "to revoke" });
    expect(await revokeApiToken({ userId: alice.id, tokenId: summary.id })).toMatchObject({ ok: true });

    expect(await authenticateRequest(bearer(token))).toEqual({ ok: false, error: { code: "unknown-token" } });
    const caller = await requireApiUser(bearer(token), { writes: false });
    expect(caller.ok).toBe(false);
    if (!caller.ok) expect(apiGateProblem(caller.error).status).toBe(401);
  });

  it("does not let another user revoke it, through the service or the account page", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "alice only" });
    expect(await revokeApiToken({ userId: bob.id, tokenId: summary.id })).toEqual({
      ok: false,
      error: { code: "not-found" },
    });

    await actAs(bob);
    expect(await revokeApiTokenAction(null, form({ tokenId: summary.id }))).toEqual({
      ok: false,
      error: "No such token.",
    });

    expect((await db.apiToken.findUniqueOrThrow({ where: { id: summary.id } })).revokedAt).toBeNull();
    expect((await authenticateRequest(bearer(token))).ok).toBe(true);
  });

  it("through the account page: the owner revokes it", async () => {
    const { token, summary } = await createApiToken({ userId: alice.id, name: "revoked in the UI" });
    await actAs(alice);
    expect(await revokeApiTokenAction(null, form({ tokenId: summary.id }))).toEqual({ ok: true });
    expect((await authenticateRequest(bearer(token))).ok).toBe(false);
  });

  it("keeps the first revocation time when revoked twice", async () => {
    const { summary } = await createApiToken({ userId: alice.id, name: "twice" });
    const first = await revokeApiToken({ userId: alice.id, tokenId: summary.id });
    const second = await revokeApiToken({ userId: alice.id, tokenId: summary.id });
    if (!first.ok || !second.ok) throw new Error("expected both revocations to find the token");
    expect(second.value.revokedAt).toEqual(first.value.revokedAt);
  });
});
