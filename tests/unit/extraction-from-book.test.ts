// `npm run extraction:from-book`, run as a real process on the shared book results: the folder
// it makes, the folder it finds already made, and the refusals with their exit codes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readExtractionDatasetDir } from "@/lib/benchmarks/extraction/dataset-dir";
import { readPredictionsFile } from "@/lib/benchmarks/extraction/extraction-score";
import { PROJECT_ROOT, SHARED_DIR } from "../helpers/shared-data";

const LLAMA = path.join(SHARED_DIR, "extraction/Llama_results.json");
const SFT = path.join(SHARED_DIR, "extraction/sft_results.json");

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-from-book-"));
const dataset = path.join(temp, "ord");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function fromBook(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/kind-command.ts",
      "extraction:from-book",
      ...args,
    ],
    { cwd: PROJECT_ROOT, encoding: "utf8" },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let first: ReturnType<typeof fromBook>;
beforeAll(() => {
  first = fromBook("--results", LLAMA, "--out", dataset);
}, 60_000);

// Each case starts tsx (about 2 s on the shared 2-core machine), some of them three times.
describe("npm run extraction:from-book", { timeout: 60_000 }, () => {
  it("writes benchmark.json, references.jsonl with ids rxn-001..rxn-100 in the book's order, and a predictions file per shot", () => {
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const read = readExtractionDatasetDir(dataset);
    if (!read.ok) throw new Error(read.error.problems.join("\n"));
    const { manifest, references } = read.value;
    expect(manifest).toMatchObject({ slug: "ord-reactions", matching: "aligned", normalization: "none" });
    expect(references.map((reference) => reference.id)).toEqual(
      Array.from({ length: 100 }, (_, index) => `rxn-${String(index + 1).padStart(3, "0")}`),
    );
    const book = JSON.parse(readFileSync(LLAMA, "utf8")) as Record<
      string,
      { references: string[]; predictions: string[] }
    >;
    expect(references[41]!.reference).toEqual(JSON.parse(book["0-shot"]!.references[41]!));
    // The model's name defaults to the file's name before _results.json.
    expect(readdirSync(path.join(dataset, "predictions")).sort()).toEqual([
      "Llama_0shot_predictions.jsonl",
      "Llama_1shot_predictions.jsonl",
    ]);
    const text = readFileSync(path.join(dataset, "predictions/Llama_1shot_predictions.jsonl"), "utf8");
    const predictions = readPredictionsFile({ text, shots: 1 });
    if (!predictions.ok) throw new Error(predictions.error.message);
    expect(predictions.layout).toBe("id-lines");
    expect(predictions.predictions[7]).toEqual({ id: "rxn-008", text: book["1-shot"]!.predictions[7] });
  });

  it("run again on a folder holding the same references, says so and writes the other model's predictions", () => {
    const before = readFileSync(path.join(dataset, "references.jsonl"), "utf8");
    const again = fromBook("--results", SFT, "--out", dataset, "--model", "sft");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("already holds these references");
    expect(readFileSync(path.join(dataset, "references.jsonl"), "utf8")).toBe(before);
    expect(existsSync(path.join(dataset, "predictions/sft_0shot_predictions.jsonl"))).toBe(true);
  });

  it("a folder holding other references exits 1 saying so, and writes nothing", () => {
    const other = path.join(temp, "other");
    const made = fromBook("--results", LLAMA, "--out", other);
    expect(made.status).toBe(0);
    const references = readFileSync(path.join(other, "references.jsonl"), "utf8").split("\n");
    references[0] = JSON.stringify({ id: "rxn-001", reference: { changed: true } });
    writeFileSync(path.join(other, "references.jsonl"), references.join("\n"));
    const refused = fromBook("--results", LLAMA, "--out", other, "--model", "again");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/holds other references than .*Llama_results\.json/);
    expect(existsSync(path.join(other, "predictions/again_0shot_predictions.jsonl"))).toBe(false);
  });

  it("a file that is not a book results file exits 1 naming the problem", () => {
    const notBook = path.join(temp, "not-book.json");
    writeFileSync(notBook, JSON.stringify({ "0-shot": { references: [1], predictions: [] } }));
    const refused = fromBook("--results", notBook, "--out", path.join(temp, "x"));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not a book results file[\s\S]*0-shot\.references\.0/);
    expect(existsSync(path.join(temp, "x"))).toBe(false);
  });

  it("bad usage exits 2: a missing --out, a slug that is not one, a model name that leads out of the folder", () => {
    expect(fromBook("--results", LLAMA).status).toBe(2);
    expect(fromBook("--results", LLAMA, "--out", path.join(temp, "y"), "--slug", "Not A Slug").status).toBe(2);
    const escape = fromBook("--results", LLAMA, "--out", path.join(temp, "y"), "--model", "../escape");
    expect(escape.status).toBe(2);
    expect(escape.stderr).toMatch(/--model must be/);
    expect(existsSync(path.join(temp, "y"))).toBe(false);
  });
});
