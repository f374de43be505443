// /account in a real browser: personal API tokens created and shown once, listed, revoked; the public
// display name chosen, refused when it names another account, and cleared.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApiTokenUser } from "@/lib/auth/users";
import { gotoHydrated } from "./helpers/browser";
import { sharedBrowser } from "./helpers/shared-browser";
import { signInContext, sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signedInPage(user: Parameters<typeof signInContext>[2]): Promise<{ page: Page; userId: string }> {
  const context = await browser.newContext();
  contexts.push(context);
  const { userId } = await signInContext(context, portal, user);
  const page = await context.newPage();
  await gotoHydrated(page, `${portal.baseUrl}/account`);
  return { page, userId };
}

describe("API tokens on /account", () => {
  it("shows a new token once, lists it by prefix, and revokes it", async () => {
    const { page, userId } = await signedInPage({ email: "pipeline-owner@example.org" });

    await page.getByRole("textbox", { name: "Token name" }).fill("nightly eval");
    await page.getByRole("button", { name: "Create token" }).click();
    const shown = page.getByTestId("new-token");
    await shown.waitFor();
    const token = (await shown.textContent())?.trim() ?? "";
    expect(token).toMatch(/^mrb_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByText(`Authorization: Bearer ${token}`).count()).toBe(1);
    expect((await findApiTokenUser(token))?.id).toBe(userId);

    await page.reload();
    const row = page.getByRole("row", { name: /nightly eval/ });
    await row.waitFor();
    expect(await page.getByTestId("new-token").count()).toBe(0);
    expect(await page.content()).not.toContain(token);
    expect(await row.textContent()).toContain(`${token.slice(0, 12)}…`);

    await page.getByRole("button", { name: "Revoke nightly eval" }).click();
    await row.getByText(/^Revoked/).waitFor();
    expect(await findApiTokenUser(token)).toBeNull();
  });

  it("asks for a name, tying the message to the field", async () => {
    const { page } = await signedInPage({ email: "forgetful@example.org" });
    await page.getByRole("button", { name: "Create token" }).click();
    const error = page.locator("#token-name-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/name/i);
    const field = page.getByRole("textbox", { name: "Token name" });
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toBe("token-name-error");
    expect(await page.getByTestId("new-token").count()).toBe(0);
  });

  it("marks moderators and admins in the header, and not ordinary users", async () => {
    const { page: moderatorPage } = await signedInPage({
      email: "mod@example.org",
      githubLogin: "the-mod",
      role: "moderator",
    });
    const menu = moderatorPage.getByTestId("user-menu");
    expect(await menu.getByTestId("user-name").textContent()).toBe("the-mod");
    expect(await menu.getByText("Moderator").count()).toBe(1);

    const { page: userPage } = await signedInPage({ email: "plain@example.org" });
    expect(await userPage.getByTestId("user-name").textContent()).toBe("plain@example.org");
    expect(await userPage.getByTestId("user-menu").locator("[data-role]").count()).toBe(0);
  });
});

describe("the public display name on /account", () => {
  it("is saved, shown as the account's name, refused when another account has it, and cleared", async () => {
    const { page } = await signedInPage({ email: "lab-lead@example.org", githubLogin: "lab-lead-gh" });
    await signedInPage({ email: "other@example.org", githubLogin: "someone-else-gh" });
    expect(await page.getByTestId("shown-as").textContent()).toBe("lab-lead-gh");

    const field = page.getByRole("textbox", { name: "Public display name" });
    await field.fill("Lab Lead");
    await page.getByRole("button", { name: "Save display name" }).click();
    await page.getByRole("status").filter({ hasText: "You are now shown as “Lab Lead”." }).waitFor();
    await page.reload();
    expect(await page.getByTestId("shown-as").textContent()).toBe("Lab Lead");

    await field.fill("SOMEONE-ELSE-GH");
    await page.getByRole("button", { name: "Save display name" }).click();
    await page.getByRole("alert").filter({ hasText: "Another account is already shown as" }).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill("");
    await page.getByRole("button", { name: "Save display name" }).click();
    await page.getByRole("status").filter({ hasText: "You are now shown as “lab-lead-gh”." }).waitFor();
  });
});
