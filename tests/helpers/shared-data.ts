// Where the tests find the shared benchmark data and fixtures: ../shared beside the
// project, or MRBEN_SHARED_DIR.
import { spawnSync } from "node:child_process";
import path from "node:path";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
export const SHARED_DIR = process.env.MRBEN_SHARED_DIR ?? path.resolve(PROJECT_ROOT, "../shared");
export const FIXTURES_DIR = path.join(SHARED_DIR, "fixtures");
export const MRBEN_DATA_DIR = path.join(SHARED_DIR, "mrben/data");
export const MAKE_FIXTURE = path.join(SHARED_DIR, "tools/make-fixture.py");

/** Whether python3 can be run (tests that need it skip, saying so, when it cannot). */
export const HAS_PYTHON = spawnSync("python3", ["-c", "import sys; sys.exit(0)"]).status === 0;

/** Run python3 with arguments (and optional stdin); throws with its stderr on failure. */
export function runPython(args: string[], input?: string): string {
  const result = spawnSync("python3", args, { input, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`python3 ${args.join(" ")} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}
