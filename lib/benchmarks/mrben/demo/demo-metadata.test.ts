import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoMetadata, MR_BEN_REPOSITORY, readModelsFile } from "./demo-metadata";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folderWith(modelsJson: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-demo-meta-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "models.json"), modelsJson);
  return dir;
}

describe("the metadata of a demo entry", () => {
  it("says where the entry came from when models.json gives nothing", () => {
    const result = demoMetadata({ modelName: "gpt-4o" });
    expect(result).toMatchObject({
      ok: true,
      meta: {
        modelName: "gpt-4o",
        modelLink: MR_BEN_REPOSITORY,
        organization: "Unknown",
        parameterCount: null,
        openWeights: false,
        temperature: 0,
        judgeModel: "gpt-4-turbo-2024-04-09",
      },
    });
    expect(result.ok && result.meta.description).toContain("npm run demo");
  });

  it("takes a model's real metadata from models.json, validated as a submission's", () => {
    const models = readModelsFile(folderWith(JSON.stringify({ m: { organization: "Lab", parameterCount: "7B" } })));
    expect(models).toMatchObject({ ok: true, found: true });
    const overrides = models.ok ? models.overrides.m : undefined;
    expect(demoMetadata({ modelName: "m", overrides })).toMatchObject({
      ok: true,
      meta: { organization: "Lab", parameterCount: 7_000_000_000n },
    });
    expect(demoMetadata({ modelName: "m", overrides: { modelLink: "javascript:alert(1)" } }).ok).toBe(false);
  });

  it("rejects a models.json with unknown fields or that is not JSON, naming the file", () => {
    const unknownField = readModelsFile(folderWith(JSON.stringify({ m: { size: "7B" } })));
    expect(unknownField.ok).toBe(false);
    expect(!unknownField.ok && unknownField.message).toMatch(/models\.json: m: .*size/);
    expect(readModelsFile(folderWith("{")).ok).toBe(false);
  });

  it("is fine without a models.json", () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "mrben-demo-meta-"));
    dirs.push(empty);
    expect(readModelsFile(empty)).toMatchObject({ ok: true, found: false, overrides: {} });
  });
});
