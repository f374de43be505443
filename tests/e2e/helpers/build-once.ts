// Builds the portal once (when stale) before the browser tests, so test files can start
// `next start` servers in parallel without racing to build.
import path from "node:path";
import { buildIfNeeded } from "@/lib/platform/launcher/build-if-needed";

export default async function setup() {
  const root = path.resolve(import.meta.dirname, "../../..");
  await buildIfNeeded({
    root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      // `npm test` type-checks first; `npm run typecheck` does it for a browser-only run.
      BUILD_WITHOUT_TYPECHECK: "1",
    },
    log: () => {},
  });
}
