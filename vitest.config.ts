import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

// The test run's own benchmark kind (tests/kinds/qa): the proof that a kind is one folder. Set here,
// in the main process, so that the browser tests' build (a global setup) bundles it too.
process.env.BENCHMARK_KINDS_MODULE = "tests/kinds/qa/index.ts";

// Two projects: `unit` needs nothing but the files (pure modules, scorer parity on the shared
// fixtures); `integration` talks to a real PostgreSQL started by tests/helpers/global-setup.ts.
export default defineConfig({
  resolve: { alias: { "@": root, "server-only": path.join(root, "tests/helpers/server-only-stub.ts") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // Some score full-size files: on a loaded 2-core machine they pass the 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/global-setup.ts"],
          setupFiles: ["tests/helpers/per-file-database.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Browser tests: a production build of the portal driven by headless Chromium.
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/global-setup.ts", "tests/e2e/helpers/build-once.ts"],
          setupFiles: ["tests/helpers/per-file-database.ts"],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
