import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_PYTHON, runPython, SHARED_DIR } from "@/tests/helpers/shared-data";
import { parseResponse } from "./parse-response";

const OFFICIAL_PATTERNS = [
  /\*?\*?Solution Correctness:?\*?\*?:?/,
  /\*?\*?First Error Step:?\*?\*?:?/,
  /\*?\*?Error Reason:?\*?\*?:?/,
] as const;

/** The official parser written with the official regexes and String.prototype.split. */
function parseWithRegexes(raw: string): [string, string, string] {
  const fields: [string, string, string] = ["", "", ""];
  const first = raw.split(OFFICIAL_PATTERNS[0]);
  if (first.length < 2) return fields;
  const second = first[1]!.split(OFFICIAL_PATTERNS[1]);
  if (second.length < 2) return fields;
  fields[0] = second[0]!;
  const third = second[1]!.split(OFFICIAL_PATTERNS[2]);
  if (third.length < 2) return fields;
  fields[1] = third[0]!;
  fields[2] = third[1]!;
  return fields;
}

const asTuple = (raw: string) => {
  const parsed = parseResponse({ raw });
  return [parsed.solutionCorrectness, parsed.firstErrorStep, parsed.errorReason];
};

/** Responses assembled from the pieces that matter to the parser, reproducibly. */
function randomResponses(count: number, seed: number): string[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pieces = [
    "Solution Correctness",
    "First Error Step",
    "Error Reason",
    "Solution Analysis",
    "*",
    "**",
    "***",
    ":",
    "::",
    " ",
    "\n",
    "correct",
    "incorrect",
    "Step 3",
    " 3\n",
    "N/A",
    "Error",
    "Solution",
    "é",
    "😀",
  ];
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(random() * 24) }, () => pieces[Math.floor(random() * pieces.length)]).join(""),
  );
}

describe("parseResponse (the official parser)", () => {
  it("reads the three sections, untrimmed", () => {
    const raw =
      "Solution Analysis: fine.\nSolution Correctness: incorrect\nFirst Error Step: Step 3\nError Reason: wrong sign";
    expect(parseResponse({ raw })).toEqual({
      solutionCorrectness: " incorrect\n",
      firstErrorStep: " Step 3\n",
      errorReason: " wrong sign",
    });
  });

  it("partial parse keeps fields found before a missing label", () => {
    expect(asTuple("...Solution Correctness: correct.\nFirst Error Step: N/A")).toEqual([" correct.\n", "", ""]);
  });

  it("a missing First Error Step label leaves every field empty (Python assigns nothing)", () => {
    expect(asTuple("Solution Correctness: incorrect\nError Reason: x")).toEqual(["", "", ""]);
  });

  it("a response without Solution Correctness parses to empty fields", () => {
    expect(asTuple("I think step 2 is wrong.")).toEqual(["", "", ""]);
    expect(asTuple("")).toEqual(["", "", ""]);
  });

  it("model answered twice: only the first section is used", () => {
    const once = "Solution Correctness: incorrect\nFirst Error Step: Step 2\nError Reason: A";
    const twice = `${once}\n\nSolution Correctness: correct\nFirst Error Step: N/A\nError Reason: B`;
    expect(asTuple(twice)).toEqual([" incorrect\n", " Step 2\n", " A\n\n"]);
  });

  it("bold labels with the colon inside or outside the stars are consumed", () => {
    expect(asTuple("**Solution Correctness:** incorrect **First Error Step**: Step 1 **Error Reason:** x")).toEqual([
      " incorrect ",
      " Step 1 ",
      " x",
    ]);
    // At most two stars are consumed after the label: the third stays in the field.
    expect(asTuple("***Solution Correctness***:x\nFirst Error Step:y\nError Reason:z")).toEqual(["*:x\n", "y\n", "z"]);
  });

  it("labels are case-sensitive, as the official regexes", () => {
    expect(asTuple("solution correctness: incorrect\nFirst Error Step: 1\nError Reason: x")).toEqual(["", "", ""]);
  });

  it("agrees with the official regexes on 20,000 generated responses", () => {
    for (const raw of randomResponses(20_000, 1))
      expect(asTuple(raw), JSON.stringify(raw)).toEqual(parseWithRegexes(raw));
  });

  it.skipIf(!HAS_PYTHON)(
    "agrees with CPython's re.split parser on generated responses (JavaScript split = re.split here)",
    () => {
      const samples = randomResponses(3_000, 7);
      const script = `
import json, re, sys
def parse(text):
    fields = ['', '', '']
    try:
        _, rest = re.split(r'\\*?\\*?Solution Correctness:?\\*?\\*?:?', text)[:2]
        a, rest = re.split(r'\\*?\\*?First Error Step:?\\*?\\*?:?', rest)[:2]
        fields[0] = a
        b, c = re.split(r'\\*?\\*?Error Reason:?\\*?\\*?:?', rest)[:2]
        fields[1], fields[2] = b, c
    except ValueError:
        pass
    return fields
print(json.dumps([parse(t) for t in json.load(sys.stdin)]))
`;
      const expected = JSON.parse(runPython(["-c", script], JSON.stringify(samples))) as string[][];
      samples.forEach((raw, i) => {
        expect(asTuple(raw), JSON.stringify(raw)).toEqual(expected[i]);
        expect(parseWithRegexes(raw)).toEqual(expected[i]);
      });
    },
  );
});

describe("parseResponse against the official parser's own output", () => {
  it("gives the three fields the official parser gave for each of the 300 cases of parse-cases.json", () => {
    const file = path.join(SHARED_DIR, "mrben/official-prompts/parse-cases.json");
    // No skipping: CI has the shared data, and a silent skip would hide a parser drift.
    if (!existsSync(file)) throw new Error(`${file} is missing: the shared MR-Ben data (../shared) is needed`);
    const cases = JSON.parse(readFileSync(file, "utf8")) as {
      response: string;
      solution_correctness: string;
      first_error_step: string;
      error_reason: string;
    }[];
    expect(cases).toHaveLength(300);
    const differing = cases.filter(
      (official) =>
        JSON.stringify(asTuple(official.response)) !==
        JSON.stringify([official.solution_correctness, official.first_error_step, official.error_reason]),
    );
    expect(differing.map((official) => official.response)).toEqual([]);
  });
});
