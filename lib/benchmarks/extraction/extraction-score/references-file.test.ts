// references.jsonl: one {"id", "reference"} per line, read as Python reads JSON, every problem
// named by its line and nothing accepted unless all of it is valid.
import { describe, expect, it } from "vitest";
import {
  MAX_REFERENCE_ID_LENGTH,
  MAX_REFERENCE_PROBLEMS,
  readReferencesJsonl,
  type ReferencesFileResult,
} from "./references-file";

const line = (id: unknown, reference: unknown) => JSON.stringify({ id, reference });

function expectRead(result: ReferencesFileResult) {
  if (!result.ok) throw new Error(`expected the references to be read, got ${JSON.stringify(result.problems)}`);
  return result.references;
}

function expectProblems(result: ReferencesFileResult) {
  if (result.ok) throw new Error(`expected problems, got ${result.references.length} references`);
  return result;
}

describe("readReferencesJsonl", () => {
  it("reads one reference per line in the file's order, skipping blank lines and CRLF endings", () => {
    const text = `\n${line("rxn-002", { b: 2 })}\r\n\n${line("rxn-001", { a: [1, { c: null }] })}\r\n\n`;
    expect(expectRead(readReferencesJsonl({ text }))).toEqual([
      { id: "rxn-002", reference: { b: 2 } },
      { id: "rxn-001", reference: { a: [1, { c: null }] } },
    ]);
  });

  it("a reference given as a JSON string holding an object is read as that object, as the book stores them", () => {
    const text = line("rxn-001", JSON.stringify({ inputs: { m1: { amount: 1.5 } } }));
    expect(expectRead(readReferencesJsonl({ text }))).toEqual([
      { id: "rxn-001", reference: { inputs: { m1: { amount: 1.5 } } } },
    ]);
  });

  it("values are read as Python's json.loads reads them: integers past 2^53 exact, NaN accepted", () => {
    const text = '{"id": "rxn-001", "reference": {"big": 12345678901234567891, "nan": NaN, "float": 1.0}}';
    const [first] = expectRead(readReferencesJsonl({ text }));
    expect(first!.reference.big).toBe(12345678901234567891n);
    expect(first!.reference.nan).toBeNaN();
    expect(first!.reference.float).toBe(1);
    const inString = line("rxn-002", '{"big": 98765432109876543210}');
    expect(expectRead(readReferencesJsonl({ text: inString }))[0]!.reference.big).toBe(98765432109876543210n);
  });

  it("an id given twice is an error naming the line, and the line it was first given on", () => {
    const text = [line("rxn-001", {}), line("rxn-002", {}), "", line("rxn-001", { x: 1 })].join("\n");
    const result = expectProblems(readReferencesJsonl({ text }));
    expect(result.problems).toEqual([{ line: 4, message: 'the id "rxn-001" was given on line 1 already' }]);
    expect(result.total).toBe(1);
  });

  it(`an id that is not text, empty, or longer than ${MAX_REFERENCE_ID_LENGTH} characters is an error naming the line`, () => {
    const ids = [3, null, "", "x".repeat(MAX_REFERENCE_ID_LENGTH + 1)];
    const text = [line("ok", {}), ...ids.map((id) => line(id, {}))].join("\n");
    const result = expectProblems(readReferencesJsonl({ text }));
    expect(result.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5]);
    for (const problem of result.problems) expect(problem.message).toMatch(/"id" must be text of 1 to 200 characters/);
    expect(expectRead(readReferencesJsonl({ text: line("x".repeat(MAX_REFERENCE_ID_LENGTH), {}) }))).toHaveLength(1);
  });

  it("a line that is not JSON is an error naming the line and the column where reading stopped", () => {
    const text = [line("rxn-001", {}), '{"id": "rxn-002", "reference": {]}'].join("\n");
    const result = expectProblems(readReferencesJsonl({ text }));
    expect(result.problems).toEqual([
      { line: 2, message: "not JSON: Expecting property name enclosed in double quotes at column 33" },
    ]);
  });

  it("a line that is not an object, or a reference that is not an object, is an error naming the line", () => {
    const text = [
      '["rxn-001", {}]',
      line("rxn-002", [1, 2]),
      line("rxn-003", "[1, 2]"),
      line("rxn-004", 7),
      line("rxn-005", "{not json"),
      '{"id": "rxn-006"}',
    ].join("\n");
    const result = expectProblems(readReferencesJsonl({ text }));
    expect(result.problems).toEqual([
      { line: 1, message: 'not an object {"id", "reference"}' },
      { line: 2, message: '"reference" must be a JSON object' },
      { line: 3, message: '"reference" must be a JSON object' },
      { line: 4, message: '"reference" must be a JSON object' },
      { line: 5, message: expect.stringMatching(/^"reference" is text but not JSON: /) as string },
      { line: 6, message: '"reference" must be a JSON object' },
    ]);
  });

  it("nothing is accepted when one line is wrong: the valid lines are not returned", () => {
    const result = readReferencesJsonl({ text: [line("rxn-001", {}), "oops"].join("\n") });
    expect(result.ok).toBe(false);
    expect("references" in result).toBe(false);
  });

  it("an empty file, or one of blank lines, is an error: it holds no reference", () => {
    for (const text of ["", "\n \n\r\n"])
      expect(expectProblems(readReferencesJsonl({ text })).problems).toEqual([
        { line: 1, message: "the file holds no reference" },
      ]);
  });

  it(`the first ${MAX_REFERENCE_PROBLEMS} problems are kept and the total is given`, () => {
    const text = Array.from({ length: 120 }, (_, index) => (index % 2 === 0 ? "bad" : line(`r${index}`, {}))).join(
      "\n",
    );
    const result = expectProblems(readReferencesJsonl({ text }));
    expect(result.total).toBe(60);
    expect(result.problems).toHaveLength(MAX_REFERENCE_PROBLEMS);
    expect(result.problems[0]!.line).toBe(1);
    expect(result.problems.at(-1)!.line).toBe(99);
  });
});
