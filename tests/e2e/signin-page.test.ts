// What /signin offers depends on the configuration: here, a portal with no way of signing in.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "./helpers/shared-browser";
import { sharedPortal, type Portal } from "./helpers/portal";

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  [portal, browser] = await Promise.all([sharedPortal(), sharedBrowser()]);
});

afterAll(async () => {
  await browser?.close();
});

describe("/signin without GitHub configured", () => {
  it("offers no GitHub button and says how to configure sign-in", async () => {
    const page = await browser.newPage();
    await page.goto(`${portal.baseUrl}/signin`);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await page.getByRole("button", { name: "Sign in with GitHub" }).count()).toBe(0);
    const help = page.getByRole("status");
    expect(await help.textContent()).toContain("GITHUB_ID");
    expect(await help.textContent()).toContain("AUTH_DEV_SIGN_IN");
    await page.close();
  });

  it("never offers the development sign-in in production, and its route answers 404", async () => {
    const page = await browser.newPage();
    await page.goto(`${portal.baseUrl}/signin`);
    expect(await page.getByRole("textbox", { name: "E-mail address" }).count()).toBe(0);
    await page.close();
    const response = await fetch(`${portal.baseUrl}/api/dev-sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: portal.baseUrl },
      body: "email=someone%40example.org",
    });
    expect(response.status).toBe(404);
  });
});
