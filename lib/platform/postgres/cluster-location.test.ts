import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { canTraverse } from "./cluster-location";

const base = mkdtempSync(path.join(os.tmpdir(), "mrben-traverse-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("canTraverse", () => {
  it("is true when every existing ancestor lets others through", () => {
    chmodSync(base, 0o755);
    expect(canTraverse(path.join(base, "not-yet/created"), null)).toBe(true);
  });

  it("is false under a private folder, which is why root's home cannot hold the cluster", () => {
    const privateDir = path.join(base, "private");
    mkdirSync(privateDir, { mode: 0o700 });
    chmodSync(privateDir, 0o700);
    expect(canTraverse(path.join(privateDir, ".data/postgres"), { uid: 99999, gid: 99999 })).toBe(false);
  });
});
