import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

// The test run's own benchmark kind (tests/kinds/qa): the proof that a kind is one folder. Set here,
// in the main process, so that the browser tests' build (a global setup) bundles it too.
process.env.BENCHMARK_KINDS_MODULE = "tests/kinds/qa/index.ts";

const resolve = { alias: { "@": root, "server-only": path.join(root, "tests/helpers/server-only-stub.ts") } };

// Three projects: `unit` needs nothing but the files (pure modules, scorer parity on the shared
// fixtures); `integration` talks to a real PostgreSQL; `e2e` drives a production build of the portal
// in headless Chromium. The run's services (tests/helpers/global-setup.ts, once per run, not per
// project) start PostgreSQL, the template databases, the shared portals and browsers when a file
// first asks for them.
export default defineConfig({
  resolve,
  test: {
    globalSetup: ["tests/helpers/global-setup.ts"],
    // Vitest's default on 2 cores is one worker; every suite spends much of its time waiting (for
    // PostgreSQL, a child process, a page), so two keep both cores busy: the unit suite took 195 s
    // with one and 130 s with two (docs/benchmarks.md has every suite's figures).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // Some score full-size files: on a loaded 2-core machine they pass the 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/helpers/per-file-database.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve,
        test: {
          // Browser tests: a production build of the portal driven by headless Chromium.
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/helpers/build-once.ts"],
          setupFiles: ["tests/e2e/helpers/per-file-database.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
