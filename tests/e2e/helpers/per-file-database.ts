// Runs before each browser test file: the file gets a fresh database (e2e-file-database.ts).
import { expect } from "vitest";
import { prepareBrowserTestFile } from "./e2e-file-database";

await prepareBrowserTestFile(expect.getState().testPath ?? "");
// Tests make many uploads and hosted runs per user within seconds; the limits' own tests set low ones.
process.env.UPLOAD_RATE_LIMIT = "10000/hour";
process.env.HOSTED_RUN_START_LIMIT = "10000/hour";
process.env.HOSTED_MAX_ACTIVE_RUNS = "1000";
