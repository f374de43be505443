import { describe, expect, it } from "vitest";
import { modelSlug } from "./model-slug";

describe("modelSlug", () => {
  it("lower-cases and joins words with dashes, keeping dots and underscores", () => {
    expect(modelSlug("Llama-3.1 70B Instruct")).toBe("llama-3.1-70b-instruct");
    expect(modelSlug("qwen2_72b")).toBe("qwen2_72b");
  });

  it("gives two spellings of the same name one slug", () => {
    expect(modelSlug("GPT-4 Turbo")).toBe(modelSlug("gpt-4   turbo"));
  });

  it("trims separators at both ends and falls back to 'model' when nothing is left", () => {
    expect(modelSlug("  (Claude 3) ")).toBe("claude-3");
    expect(modelSlug("日本語")).toBe("model");
  });

  it("stays within 80 characters without a trailing dash", () => {
    const slug = modelSlug(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});
