// Runs before each browser test file: the file gets a fresh database (e2e-file-database.ts).
import { expect } from "vitest";
import { prepareBrowserTestFile } from "./e2e-file-database";

await prepareBrowserTestFile(expect.getState().testPath ?? "");
// Tests make many uploads per user within seconds; the rate limit's own test sets a low one.
process.env.UPLOAD_RATE_LIMIT = "10000/hour";
