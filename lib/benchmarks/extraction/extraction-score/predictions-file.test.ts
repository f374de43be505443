// The predictions file layouts submitters use, and the refusals that name what is wrong.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_DIR } from "@/tests/helpers/shared-data";
import { MAX_PREDICTIONS, readPredictionsFile, type PredictionsFileResult } from "./predictions-file";

const line = (id: unknown, prediction: unknown) => JSON.stringify({ id, prediction });

function expectRead(result: PredictionsFileResult) {
  if (!result.ok) throw new Error(`expected the file to be read, got ${result.error.code}: ${result.error.message}`);
  return result;
}

function expectRefused(result: PredictionsFileResult, code: string, message: RegExp) {
  if (result.ok) throw new Error(`expected a refusal (${code}), got ${result.predictions.length} predictions`);
  expect(result.error.code).toBe(code);
  expect(result.error.message).toMatch(message);
}

describe("readPredictionsFile: accepted layouts", () => {
  it('reads JSON Lines of {"id", "prediction"}, skipping blank lines and CRLF endings', () => {
    const text = `\n${line("rxn-001", '{"a": 1}')}\r\n\n${line("rxn-002", "no json here")}\r\n\n`;
    const read = expectRead(readPredictionsFile({ text, shots: 0 }));
    expect(read.layout).toBe("id-lines");
    expect(read.predictions).toEqual([
      { id: "rxn-001", text: '{"a": 1}' },
      { id: "rxn-002", text: "no json here" },
    ]);
    expect(read.submittedReferences).toBeNull();
  });

  it("reads a file of one JSON line as JSON Lines", () => {
    const read = expectRead(readPredictionsFile({ text: line("rxn-001", "x"), shots: 0 }));
    expect(read.layout).toBe("id-lines");
    expect(read.predictions).toEqual([{ id: "rxn-001", text: "x" }]);
  });

  it("ignores a UTF-8 byte order mark at the start of the file", () => {
    const read = expectRead(readPredictionsFile({ text: `\uFEFF${line("a", "x")}\n${line("b", "y")}`, shots: 0 }));
    expect(read.predictions.map((prediction) => prediction.id)).toEqual(["a", "b"]);
  });

  it('reads a JSON array of {"id", "prediction"}', () => {
    const text = JSON.stringify([
      { id: "rxn-002", prediction: "b" },
      { id: "rxn-001", prediction: "a" },
    ]);
    const read = expectRead(readPredictionsFile({ text, shots: 1 }));
    expect(read.layout).toBe("id-array");
    expect(read.predictions).toEqual([
      { id: "rxn-002", text: "b" },
      { id: "rxn-001", text: "a" },
    ]);
  });

  it("reads the book's per-shot object by position, keeping its references and ignoring its other fields", () => {
    const text = JSON.stringify({
      predictions: ["first", "second"],
      references: ['{"x": 1}', '{"x": 2}'],
      precision: [0.5, 0.5],
      recall: [0.5, 0.5],
      f1_scores: [0.5, 0.5],
    });
    const read = expectRead(readPredictionsFile({ text, shots: 0 }));
    expect(read.layout).toBe("book-shot");
    expect(read.predictions).toEqual([
      { id: null, text: "first" },
      { id: null, text: "second" },
    ]);
    expect(read.submittedReferences).toEqual(['{"x": 1}', '{"x": 2}']);
  });

  it("a book file without references, or with references that are not all text, submits none", () => {
    const without = expectRead(readPredictionsFile({ text: '{"predictions": ["a"]}', shots: 0 }));
    expect(without.submittedReferences).toBeNull();
    const objects = expectRead(readPredictionsFile({ text: '{"predictions": ["a"], "references": [{}]}', shots: 0 }));
    expect(objects.submittedReferences).toBeNull();
  });

  it("takes the uploaded shot from the book's whole file", () => {
    const text = JSON.stringify({
      "0-shot": { predictions: ["zero"], references: ["{}"] },
      "1-shot": { predictions: ["one"], references: ['{"a": 1}'] },
    });
    const zero = expectRead(readPredictionsFile({ text, shots: 0 }));
    expect(zero.layout).toBe("book-file");
    expect(zero.predictions).toEqual([{ id: null, text: "zero" }]);
    expect(zero.submittedReferences).toEqual(["{}"]);
    const one = expectRead(readPredictionsFile({ text, shots: 1 }));
    expect(one.predictions).toEqual([{ id: null, text: "one" }]);
    expect(one.submittedReferences).toEqual(['{"a": 1}']);
  });

  it("reads the shared book file: 100 predictions and 100 references per shot", () => {
    const text = readFileSync(path.join(SHARED_DIR, "extraction/Llama_results.json"), "utf8");
    for (const shots of [0, 1] as const) {
      const read = expectRead(readPredictionsFile({ text, shots }));
      expect(read.layout).toBe("book-file");
      expect(read.predictions).toHaveLength(100);
      expect(read.submittedReferences).toHaveLength(100);
    }
  });
});

describe("readPredictionsFile: refusals name the problem", () => {
  it("an empty file, or one of whitespace only, is refused as empty", () => {
    expectRefused(readPredictionsFile({ text: "", shots: 0 }), "empty", /empty/);
    expectRefused(readPredictionsFile({ text: " \n\r\n\t", shots: 0 }), "empty", /empty/);
  });

  it("a file that is not JSON is refused with the line and column where reading stopped", () => {
    expectRefused(
      readPredictionsFile({ text: "hello, portal", shots: 0 }),
      "invalid-json",
      /not JSON.*line 1 column 1/,
    );
  });

  it("a pretty-printed file cut short is reported where it stops, not as a JSON Lines file", () => {
    const text = '{\n  "predictions": [\n    "a",\n    "b"\n';
    expectRefused(readPredictionsFile({ text, shots: 0 }), "invalid-json", /not JSON \(nor JSON Lines\).*line 5/);
  });

  it("a JSON Lines line that is not JSON is refused naming the line and its column", () => {
    const cut = line("b", "y").slice(0, -1);
    const text = `${line("a", "x")}\n\n${cut}\n`;
    const where = new RegExp(`^Line 3 is not JSON: Expecting ',' delimiter at column ${cut.length + 1}\\.$`);
    expectRefused(readPredictionsFile({ text, shots: 0 }), "invalid-json", where);
  });

  it("a prediction that is not text is refused naming its line, item or position", () => {
    expectRefused(
      readPredictionsFile({ text: `${line("a", "x")}\n${line("b", { x: 1 })}`, shots: 0 }),
      "invalid-prediction",
      /^Line 2: "prediction" must be the model's text/,
    );
    expectRefused(
      readPredictionsFile({ text: JSON.stringify([{ id: "a", prediction: 3 }]), shots: 0 }),
      "invalid-prediction",
      /^Item 0: "prediction"/,
    );
    expectRefused(
      readPredictionsFile({ text: '{"predictions": ["a", null]}', shots: 0 }),
      "invalid-prediction",
      /^Prediction 1 is not text/,
    );
    expectRefused(
      readPredictionsFile({ text: '{"1-shot": {"predictions": [7]}}', shots: 1 }),
      "invalid-prediction",
      /^Prediction 0 in "1-shot" is not text/,
    );
  });

  it("an id that is not text, or is empty, or is longer than 200 characters, is refused naming its line", () => {
    for (const id of [3, null, "", "x".repeat(201)])
      expectRefused(
        readPredictionsFile({ text: `${line("ok", "x")}\n${line(id, "y")}`, shots: 0 }),
        "invalid-prediction",
        /^Line 2: "id" must be/,
      );
  });

  it("a JSON Lines record that is not an object is refused naming its line", () => {
    expectRefused(
      readPredictionsFile({ text: `${line("a", "x")}\n["b", "y"]`, shots: 0 }),
      "invalid-prediction",
      /^Line 2 is not an object/,
    );
  });

  it("a book whole file without the uploaded shot is refused naming the shots it has", () => {
    expectRefused(
      readPredictionsFile({ text: '{"0-shot": {"predictions": ["a"]}}', shots: 1 }),
      "missing-shot",
      /results for 0-shot but none for 1-shot/,
    );
  });

  it("a file with no predictions is refused: an empty array or an empty predictions list", () => {
    expectRefused(readPredictionsFile({ text: "[]", shots: 0 }), "no-predictions", /no prediction/);
    expectRefused(readPredictionsFile({ text: '{"predictions": []}', shots: 0 }), "no-predictions", /empty/);
  });

  it("an object of no accepted layout, or a lone number, is refused listing the layouts", () => {
    expectRefused(readPredictionsFile({ text: '{"outputs": []}', shots: 0 }), "unknown-layout", /JSON Lines/);
    expectRefused(readPredictionsFile({ text: "42", shots: 0 }), "unknown-layout", /neither an object nor/);
    expectRefused(
      readPredictionsFile({ text: '{"predictions": "a"}', shots: 0 }),
      "unknown-layout",
      /must be a list of texts/,
    );
  });

  it(`more than ${MAX_PREDICTIONS} predictions are refused, in every layout`, () => {
    const over = MAX_PREDICTIONS + 1;
    const lines = Array.from({ length: over }, (_, index) => line(`r${index}`, "")).join("\n");
    expectRefused(readPredictionsFile({ text: lines, shots: 0 }), "too-many-predictions", /more than 100000/);
    const array = `[${Array.from({ length: over }, () => '{"id":"a","prediction":""}').join(",")}]`;
    expectRefused(readPredictionsFile({ text: array, shots: 0 }), "too-many-predictions", /more than/);
    const book = JSON.stringify({ predictions: Array.from({ length: over }, () => "") });
    expectRefused(readPredictionsFile({ text: book, shots: 0 }), "too-many-predictions", /more than/);
  });

  it("exactly the limit is accepted", () => {
    const book = JSON.stringify({ predictions: Array.from({ length: MAX_PREDICTIONS }, () => "") });
    expect(expectRead(readPredictionsFile({ text: book, shots: 0 })).predictions).toHaveLength(MAX_PREDICTIONS);
  });
});
