// Signing in with GitHub in a real browser: the whole OAuth flow of next-auth against a local
// mock of GitHub, then signing out, and the sign-in page standing guard over /account.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { waitForHydration } from "../helpers/browser";
import { sharedBrowser } from "../helpers/shared-browser";
import { startMockGithub, type MockGithub } from "../helpers/mock-github";
import { startPortal, type Portal } from "../helpers/portal";

let github: MockGithub;
let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  github = await startMockGithub({ id: 4242, login: "octo-e2e", name: "Octo E2E", email: "octo@example.org" });
  portal = await startPortal({
    env: {
      GITHUB_ID: github.clientId,
      GITHUB_SECRET: github.clientSecret,
      GITHUB_URL: github.webUrl,
      GITHUB_API_URL: github.apiUrl,
    },
  });
  browser = await sharedBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await portal?.stop();
  await github?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

const userName = (page: Page) => page.getByTestId("user-name");

/** From the home page's header, as a visitor would. */
async function signInWithGithub(page: Page) {
  await page.goto(portal.baseUrl);
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign in with GitHub" }).click();
  await userName(page).waitFor();
}

describe("signing in with GitHub", () => {
  it("sends a signed-out visitor of /account to /signin, and back to /account once signed in", async () => {
    const page = await newPage();
    await page.goto(`${portal.baseUrl}/account`);
    const signIn = new URL(page.url());
    expect(signIn.pathname).toBe("/signin");
    expect(signIn.searchParams.get("callbackUrl")).toBe("/account");
    await waitForHydration(page);

    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await page.getByRole("heading", { name: "Your account" }).waitFor();

    expect(new URL(page.url()).pathname).toBe("/account");
    expect(await userName(page).textContent()).toBe("octo-e2e");
    expect(github.requests).toEqual(
      expect.arrayContaining(["GET /login/oauth/authorize", "POST /login/oauth/access_token", "GET /api/user"]),
    );
    const user = await db.user.findUniqueOrThrow({ where: { githubLogin: "octo-e2e" }, include: { accounts: true } });
    expect(user).toMatchObject({ email: "octo@example.org", name: "Octo E2E", role: "user" });
    expect(user.accounts).toMatchObject([{ provider: "github", providerAccountId: "4242" }]);
  });

  it("refreshes the GitHub login at the next sign-in after a rename on GitHub", async () => {
    github.setUser({ id: 4242, login: "octo-renamed", name: "Octo Renamed", email: "octo@example.org" });
    const page = await newPage();
    await signInWithGithub(page);

    expect(await userName(page).textContent()).toBe("octo-renamed");
    const user = await db.user.findFirstOrThrow({ where: { accounts: { some: { providerAccountId: "4242" } } } });
    expect(user).toMatchObject({ githubLogin: "octo-renamed", name: "Octo Renamed" });
    expect(await db.user.count({ where: { accounts: { some: { provider: "github" } } } })).toBe(1);
  });

  it("signs out from the header: the session ends and the header offers to sign in again", async () => {
    github.setUser({ id: 5151, login: "leaving-user", name: null, email: "leaving@example.org" });
    const page = await newPage();
    await signInWithGithub(page);
    const user = await db.user.findUniqueOrThrow({ where: { githubLogin: "leaving-user" } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();

    expect(await userName(page).count()).toBe(0);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    await page.goto(`${portal.baseUrl}/account`);
    expect(new URL(page.url()).pathname).toBe("/signin");
  });
});
