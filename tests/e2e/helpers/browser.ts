// Headless Chromium for the browser tests, driven by playwright-core. The system's chromium
// when there is one, else the build shipped inside @sparticuz/chromium; nothing is downloaded
// (the machines that run these tests have no outside network).
import { accessSync, constants, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sparticuzChromium from "@sparticuz/chromium";
import { chromium, type BrowserServer, type Download, type Page, type Response } from "playwright-core";

const SYSTEM_BROWSERS = ["chromium", "chromium-browser"];

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function systemChromium(): string | null {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const name of SYSTEM_BROWSERS) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return isExecutable("/usr/bin/chromium") ? "/usr/bin/chromium" : null;
}

let executable: Promise<string> | null = null;

/**
 * The browser binary. @sparticuz/chromium unpacks its build into the temporary folder on first
 * use: once per process, so two browsers launched together never race to unpack it.
 */
function chromiumExecutablePath(): Promise<string> {
  executable ??= Promise.resolve(systemChromium() ?? sparticuzChromium.executablePath());
  return executable;
}

/** A browser that test files of other processes connect to (tests/helpers/run-services.ts lends it out). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: await chromiumExecutablePath(), headless: true, args: ARGS });
}

/**
 * Waits until a page's layout is final: loaded, every chart drawn (Recharts sizes its charts
 * after the first paint), and two more frames painted.
 */
export async function waitForSettledLayout(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".recharts-responsive-container")].every((chart) => chart.querySelector("svg")),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until React has hydrated an element of the page (React keeps the element's props on it once it
 * has). A click or a change made before then reaches no handler and is lost, and on a loaded machine
 * hydration can end well after the load event.
 */
export async function waitForHydration(page: Page, selector = "main h1"): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}

/**
 * Opens a URL and waits until React has hydrated the page: for a test whose next step uses the page's
 * client-side controls (a click or a change made before then reaches no handler).
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Saves a download in a new temporary folder on this machine and answers its path: the browser is
 * the run's (a connected one), whose own download folder a test cannot read.
 */
export async function saveDownload(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "mrben-download-")), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** A shot setting's file input on the submit and report pages: the dropzone's "Choose a file". */
export const fileInput = (page: Page, shots: 0 | 1) =>
  page.getByTestId(`dropzone-${shots}`).getByLabel("Choose a file");
