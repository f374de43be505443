// The worker's browser: one headless Chromium per vitest worker, launched by the run's services on
// first use. A file connects to it; closing the connection closes the file's contexts and pages.
import { chromium, type Browser } from "playwright-core";
import { askRunServices, workerPool } from "../../helpers/run-services-client";

export async function sharedBrowser(): Promise<Browser> {
  const { wsEndpoint } = await askRunServices({ what: "browser", pool: workerPool() });
  return chromium.connect(wsEndpoint);
}
