// An extraction benchmark folder on disk: benchmark.json validated, references.jsonl read line by
// line, every problem named by its file (and line).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MANIFEST_FILE, readExtractionDatasetDir, REFERENCES_FILE } from "./dataset-dir";
import { NORMALIZATIONS } from "./extraction-score";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-extraction-dataset-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const MANIFEST = {
  slug: "ord-reactions",
  name: "ORD reaction extraction",
  description: "Reactions from procedure text.",
  matching: "optimal",
  normalization: "ord-v1",
  source: "https://github.com/lamalab-org/matextract-book",
  license: "CC BY-SA 4.0",
};
const REFERENCES = [
  JSON.stringify({ id: "rxn-001", reference: { inputs: { m1: { amount: 1 } } } }),
  JSON.stringify({ id: "rxn-002", reference: JSON.stringify({ outcomes: [{ yield: 0.5 }] }) }),
].join("\n");

let folders = 0;
function folder({ manifest, references }: { manifest?: unknown; references?: string }): string {
  const dir = path.join(temp, `d${++folders}`);
  mkdirSync(dir);
  if (manifest !== undefined)
    writeFileSync(
      path.join(dir, MANIFEST_FILE),
      typeof manifest === "string" ? manifest : JSON.stringify(manifest, null, 2),
    );
  if (references !== undefined) writeFileSync(path.join(dir, REFERENCES_FILE), references);
  return dir;
}

function expectProblems(dir: string): string[] {
  const result = readExtractionDatasetDir(dir);
  if (result.ok) throw new Error(`expected problems, got ${result.value.references.length} references`);
  return result.error.problems;
}

describe("readExtractionDatasetDir", () => {
  it("reads benchmark.json and references.jsonl, references in the file's order", () => {
    const result = readExtractionDatasetDir(folder({ manifest: MANIFEST, references: `${REFERENCES}\n` }));
    if (!result.ok) throw new Error(result.error.problems.join("\n"));
    expect(result.value.manifest).toEqual({ ...MANIFEST, lists: "book", fields: [] });
    expect(result.value.references).toEqual([
      { id: "rxn-001", reference: { inputs: { m1: { amount: 1 } } } },
      { id: "rxn-002", reference: { outcomes: [{ yield: 0.5 }] } },
    ]);
  });

  it("matching defaults to aligned, normalization to none, description to empty; source and license are optional", () => {
    const result = readExtractionDatasetDir(
      folder({ manifest: { slug: "ord-small", name: "Small" }, references: REFERENCES }),
    );
    if (!result.ok) throw new Error(result.error.problems.join("\n"));
    expect(result.value.manifest).toEqual({
      slug: "ord-small",
      name: "Small",
      description: "",
      matching: "aligned",
      normalization: "none",
      lists: "book",
      fields: [],
    });
  });

  it("a missing file is named, both when both are missing", () => {
    const dir = folder({});
    expect(expectProblems(dir)).toEqual([
      `${MANIFEST_FILE}: missing in ${dir}`,
      `${REFERENCES_FILE}: missing in ${dir}`,
    ]);
    expect(expectProblems(path.join(temp, "no-such-folder"))).toHaveLength(2);
  });

  it("a benchmark.json that is not JSON is named", () => {
    const problems = expectProblems(folder({ manifest: "{ slug: ord", references: REFERENCES }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^benchmark\.json: not JSON \(/);
  });

  it("the slug is lower-case letters, digits and dashes, 2 to 63 characters", () => {
    for (const slug of ["ORD", "-ord", "o", "ord_reactions", "a".repeat(64)]) {
      const problems = expectProblems(folder({ manifest: { ...MANIFEST, slug }, references: REFERENCES }));
      expect(problems, slug).toHaveLength(1);
      expect(problems[0], slug).toMatch(/^benchmark\.json: slug /);
    }
    for (const slug of ["o1", "a".repeat(63), "0-ord"]) {
      const result = readExtractionDatasetDir(folder({ manifest: { ...MANIFEST, slug }, references: REFERENCES }));
      expect(result.ok, slug).toBe(true);
    }
  });

  it("an unknown matching or normalization, an empty name or an unknown key is named with its field", () => {
    const problems = expectProblems(
      folder({
        manifest: { ...MANIFEST, name: " ", matching: "greedy", normalization: "ord-v9", extra: 1 },
        references: REFERENCES,
      }),
    );
    expect(problems).toHaveLength(4);
    expect(problems.some((problem) => problem.startsWith("benchmark.json: name "))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("benchmark.json: matching "))).toBe(true);
    expect(problems).toContain(
      `benchmark.json: normalization is not a known normalization (${Object.keys(NORMALIZATIONS).join(", ")})`,
    );
    expect(problems.some((problem) => /^benchmark\.json: \(file\) .*"extra"/.test(problem))).toBe(true);
  });

  it("problems of references.jsonl name the file and the line, beside those of benchmark.json", () => {
    const references = [REFERENCES, "", JSON.stringify({ id: "rxn-001", reference: {} })].join("\n");
    const problems = expectProblems(folder({ manifest: { ...MANIFEST, matching: "greedy" }, references }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^benchmark\.json: matching /);
    expect(problems[1]).toBe('references.jsonl line 4: the id "rxn-001" was given on line 1 already');
  });

  it("past 50 problems in references.jsonl, the rest are counted", () => {
    const references = Array.from({ length: 70 }, () => "not json").join("\n");
    const problems = expectProblems(folder({ manifest: MANIFEST, references }));
    expect(problems).toHaveLength(51);
    expect(problems[49]).toMatch(/^references\.jsonl line 50: not JSON/);
    expect(problems[50]).toBe("references.jsonl: ...and 20 more problems");
  });

  it("field rules are read in declared order with their options resolved, beside the list mode and record key", () => {
    const references = [
      JSON.stringify({
        id: "a",
        reference: { id: "r1", inputs: [{ name: "water", mass: { value: 1, units: "GRAM" } }] },
      }),
      JSON.stringify({ id: "b", reference: { id: "r2", notes: "x" } }),
    ].join("\n");
    const fields = { "inputs[].mass": "quantity", "**.name": { rule: "fuzzy", threshold: 0.8 }, notes: "skip" };
    const result = readExtractionDatasetDir(
      folder({ manifest: { ...MANIFEST, lists: "matched", fields, recordKey: "id" }, references }),
    );
    if (!result.ok) throw new Error(result.error.problems.join("\n"));
    expect(result.value.manifest).toMatchObject({ lists: "matched", recordKey: "id" });
    expect(result.value.manifest.fields).toEqual([
      { pattern: "inputs[].mass", rule: "quantity", options: { relative: 1e-9 } },
      { pattern: "**.name", rule: "fuzzy", options: { threshold: 0.8 } },
      { pattern: "notes", rule: "skip", options: {} },
    ]);
  });

  it("an unknown rule, a bad option and a path no reference has are refused, each naming its key", () => {
    const fields = {
      "inputs.m1.amount": "fuzzzy",
      "**.amount": { rule: "fuzzy", threshold: 2 },
      "inputs.m2": "exact",
    };
    const problems = expectProblems(folder({ manifest: { ...MANIFEST, fields }, references: REFERENCES }));
    expect(problems).toEqual([
      expect.stringMatching(
        /^benchmark\.json: fields\["inputs\.m1\.amount"\]: "fuzzzy" is not a rule \(one of exact, /,
      ),
      'benchmark.json: fields["**.amount"].threshold: must be a number in (0, 1]',
      'benchmark.json: fields["inputs.m2"]: matches no field of the references',
    ]);
    const unknownPath = expectProblems(
      folder({ manifest: { ...MANIFEST, fields: { "inputs.m2": "exact" } }, references: REFERENCES }),
    );
    expect(unknownPath).toEqual(['benchmark.json: fields["inputs.m2"]: matches no field of the references']);
  });

  it("a record key must be one plain path that the references have", () => {
    expect(
      expectProblems(folder({ manifest: { ...MANIFEST, recordKey: "inputs.m9" }, references: REFERENCES })),
    ).toEqual(["benchmark.json: recordKey: matches no field of the references"]);
    expect(
      expectProblems(folder({ manifest: { ...MANIFEST, recordKey: "outcomes[].yield" }, references: REFERENCES })),
    ).toEqual(['benchmark.json: recordKey: must be one field path, keys joined by "." (no "*", "**" or "[]")']);
    const result = readExtractionDatasetDir(
      folder({ manifest: { ...MANIFEST, recordKey: "inputs.m1.amount" }, references: REFERENCES }),
    );
    expect(result.ok).toBe(true);
  });

  it("lists must be book or matched", () => {
    const problems = expectProblems(folder({ manifest: { ...MANIFEST, lists: "hungarian" }, references: REFERENCES }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^benchmark\.json: lists /);
  });
});
