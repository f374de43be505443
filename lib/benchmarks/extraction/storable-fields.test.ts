import { describe, expect, it } from "vitest";
import type { FieldPathScore } from "@/lib/benchmarks/extraction/extraction-score";
import { MAX_PREDICTION_ONLY_PATHS, OTHER_PREDICTION_PATHS, storableFields } from "./storable-fields";

const field = (path: string, counts: Partial<FieldPathScore> = {}): FieldPathScore => ({
  path,
  correct: 0,
  truthLeaves: 0,
  predictionLeaves: 1,
  recall: 0,
  precision: 0,
  f1: 0,
  ...counts,
});

describe("storableFields", () => {
  it("keeps every path of the truth, and sums the rarest invented paths past the bound in one row", () => {
    const invented = Array.from({ length: MAX_PREDICTION_ONLY_PATHS + 3 }, (_, i) =>
      field(`made.up.${i}`, { predictionLeaves: i + 1 }),
    );
    const truth = field("name", { correct: 1, truthLeaves: 2, predictionLeaves: 1 });
    const rows = storableFields([truth, ...invented]);
    expect(rows).toHaveLength(1 + MAX_PREDICTION_ONLY_PATHS + 1);
    expect(rows.find((row) => row.path === "name")).toMatchObject({ recall: 0.5, precision: 1 });
    // The three least frequent (1, 2 and 3 predicted values) are summed.
    expect(rows.find((row) => row.path === OTHER_PREDICTION_PATHS)).toMatchObject({ predictionLeaves: 6 });
  });

  it("merges paths that only differ by what PostgreSQL cannot store, recomputing their figures", () => {
    const rows = storableFields([
      field("a\u0000b", { correct: 1, truthLeaves: 1, predictionLeaves: 1 }),
      field("a\uFFFDb", { correct: 0, truthLeaves: 1, predictionLeaves: 1 }),
    ]);
    expect(rows).toEqual([
      { path: "a\uFFFDb", correct: 1, truthLeaves: 2, predictionLeaves: 2, recall: 0.5, precision: 0.5, f1: 0.5 },
    ]);
  });
});
