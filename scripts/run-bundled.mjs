// Runs a TypeScript script from an esbuild bundle built as the scoring CLI's is (scripts/run-score.mjs),
// so that a benchmark times the code as it ships: tsx keeps every function's name at run time, which
// costs a scorer's inner loops about a third more than the bundle the CLI runs.
//   node scripts/run-bundled.mjs scripts/bench-extraction.ts [args...]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-bundled.mjs SCRIPT.ts [args...]");
  process.exit(2);
}
const outfile = path.join(root, "dist/bundled", `${path.basename(entry, ".ts")}.mjs`);
const { build } = await import("esbuild");
await build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: path.join(root, "tsconfig.json"),
  packages: "external",
  logLevel: "warning",
});
const run = spawnSync(process.execPath, [outfile, ...args], {
  stdio: "inherit",
  env: { ...process.env, PROJECT_ROOT: root },
});
process.exit(run.status ?? 1);
