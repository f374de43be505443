// The GitHub side of next-auth, without a browser: the profile read from GITHUB_API_URL (a
// local mock of GitHub), and the adapter, event and session callback the portal configures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdapterAccount, AdapterUser } from "next-auth/adapters";
import { fetchGithubUser, toUserFields } from "@/lib/auth/github-profile";
import { authOptions } from "@/lib/auth/next-auth-options";
import { db } from "@/lib/db";
import { startMockGithub, type MockGithub } from "../e2e/helpers/mock-github";

let github: MockGithub;
beforeAll(async () => {
  github = await startMockGithub({ id: 1, login: "octocat", name: "The Octocat", email: "octocat@example.org" });
});
afterAll(() => github.close());

const adapter = authOptions.adapter!;

describe("reading the GitHub profile", () => {
  it("takes login, name, avatar and the public e-mail from /user", async () => {
    const profile = await fetchGithubUser({ apiUrl: github.apiUrl, accessToken: github.issueAccessToken() });
    expect(toUserFields(profile)).toEqual({
      id: "1",
      name: "The Octocat",
      email: "octocat@example.org",
      image: "https://avatars.example/u/1",
      githubLogin: "octocat",
    });
  });

  it("uses the primary verified address from /user/emails when the profile keeps it private", async () => {
    github.setUser({
      id: 2,
      login: "private-person",
      name: null,
      email: null,
      emails: [
        { email: "old@example.org", primary: false, verified: true },
        { email: "Main@Example.org", primary: true, verified: true },
      ],
    });
    const fields = toUserFields(
      await fetchGithubUser({ apiUrl: github.apiUrl, accessToken: github.issueAccessToken() }),
    );
    expect(fields).toMatchObject({ email: "main@example.org", name: "private-person", githubLogin: "private-person" });
    expect(github.requests).toContain("GET /api/user/emails");
  });

  it("fails loudly when GitHub refuses the access token", async () => {
    await expect(fetchGithubUser({ apiUrl: github.apiUrl, accessToken: "gho_wrong" })).rejects.toThrow(/401/);
  });
});

describe("the accounts next-auth creates", () => {
  it("gives a new GitHub user's login to them, taking it from a stale holder (logins get renamed and reused)", async () => {
    const stale = await db.user.create({ data: { email: "stale@example.org", githubLogin: "reused" } });
    const created = await adapter.createUser!({
      email: "fresh@example.org",
      emailVerified: null,
      name: "Fresh",
      githubLogin: "reused",
    } as Omit<AdapterUser, "id">);
    expect((await db.user.findUniqueOrThrow({ where: { id: created.id } })).githubLogin).toBe("reused");
    expect((await db.user.findUniqueOrThrow({ where: { id: stale.id } })).githubLogin).toBeNull();
  });

  it("stores only the Account columns of a token response (a GitHub App adds more fields)", async () => {
    const user = await db.user.create({ data: { email: "app@example.org" } });
    await adapter.linkAccount!({
      userId: user.id,
      type: "oauth",
      provider: "github",
      providerAccountId: "77",
      access_token: "ghu_x",
      token_type: "bearer",
      scope: "read:user",
      refresh_token_expires_in: 15_897_600,
    } as AdapterAccount);
    expect(await db.account.count({ where: { userId: user.id, provider: "github" } })).toBe(1);
  });

  it("refreshes login, name and avatar from GitHub at each sign-in", async () => {
    const user = await db.user.create({
      data: { email: "renamed@example.org", githubLogin: "old-login", name: "Old" },
    });
    await authOptions.events!.signIn!({
      user: { id: user.id },
      account: { provider: "github", type: "oauth", providerAccountId: "9" },
      profile: { name: "New Name", image: "https://avatars.example/u/9", githubLogin: "new-login" } as never,
    });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      githubLogin: "new-login",
      name: "New Name",
      image: "https://avatars.example/u/9",
    });
  });

  it("exposes the user's id, role and GitHub login in the session", async () => {
    const user = await db.user.create({ data: { email: "mod@example.org", githubLogin: "mod", role: "moderator" } });
    const session = await authOptions.callbacks!.session!({
      session: { user: { email: user.email, name: null, image: null }, expires: "2099-01-01T00:00:00.000Z" },
      user: { ...user, email: user.email! } as AdapterUser,
    } as never);
    expect(session.user).toMatchObject({ id: user.id, role: "moderator", githubLogin: "mod" });
  });
});
