// Parity with the reference semantics on the real shared data: every record of both results
// files, both shots, against an independent Python implementation (tests/python).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_PYTHON, runPython, SHARED_DIR, PROJECT_ROOT } from "@/tests/helpers/shared-data";
import { scoreExtraction } from "./index";
import type { JsonObject } from "./types";

const REFERENCE = path.join(PROJECT_ROOT, "tests/python/extraction_reference.py");
const FILES = ["Llama_results.json", "sft_results.json"] as const;
const SHOTS = ["0-shot", "1-shot"] as const;

type PythonRecord = {
  index: number;
  correct: number;
  truthLeaves: number;
  predictionLeaves: number;
  recall: number;
  precision: number | null;
};

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe.skipIf(!HAS_PYTHON)("parity with the reference semantics on the shared extraction results", () => {
  for (const file of FILES) {
    const filePath = path.join(SHARED_DIR, "extraction", file);
    const book = JSON.parse(readFileSync(filePath, "utf8")) as Record<
      string,
      { references: string[]; predictions: string[] }
    >;
    for (const shot of SHOTS) {
      it(`${file} ${shot}: every parsed record equals Python's to 1e-12, and the unparsed are the same records`, () => {
        const python = JSON.parse(runPython([REFERENCE, filePath, shot])) as {
          records: PythonRecord[];
          unparsed: number[];
        };
        const { references, predictions } = book[shot]!;
        const result = scoreExtraction({
          references: references.map((text, index) => ({ id: `r${index}`, reference: JSON.parse(text) as JsonObject })),
          predictions: predictions.map((text) => ({ id: null, text })),
          matching: "aligned",
          normalization: "none",
        });
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const { records, summary } = result.report;
        expect(records).toHaveLength(100);
        expect(records.filter((record) => record.parse !== "ok").map((record) => record.referenceIndex)).toEqual(
          python.unparsed,
        );
        for (const expected of python.records) {
          const ours = records[expected.index]!;
          expect(ours.correct, `record ${expected.index}`).toBe(expected.correct);
          expect(ours.truthLeaves).toBe(expected.truthLeaves);
          expect(ours.predictionLeaves).toBe(expected.predictionLeaves);
          expect(Math.abs(ours.recall - expected.recall)).toBeLessThanOrEqual(1e-12);
          // Python divides by zero on an empty prediction; we take 0 and count it.
          expect(Math.abs(ours.precision - (expected.precision ?? 0))).toBeLessThanOrEqual(1e-12);
        }
        const parsed = python.records;
        expect(summary.parsedOnly.records).toBe(parsed.length);
        if (parsed.length > 0) {
          expect(Math.abs(summary.parsedOnly.recall - mean(parsed.map((record) => record.recall)))).toBeLessThanOrEqual(
            1e-12,
          );
          expect(
            Math.abs(summary.parsedOnly.precision - mean(parsed.map((record) => record.precision ?? 0))),
          ).toBeLessThanOrEqual(1e-12);
        }
      });
    }
  }
});
