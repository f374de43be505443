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
  missing: 0,
  invented: 1,
  wrong: 0,
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
    expect(rows.find((row) => row.path === OTHER_PREDICTION_PATHS)).toMatchObject({ predictionLeaves: 6, invented: 3 });
  });

  it("merges paths that only differ by what PostgreSQL cannot store, summing the counts and recomputing the ratios", () => {
    const rows = storableFields([
      field("a\u0000b", { correct: 1, truthLeaves: 1, predictionLeaves: 1, invented: 0 }),
      field("a\uFFFDb", { correct: 0, truthLeaves: 1, predictionLeaves: 1, invented: 0, wrong: 1 }),
    ]);
    expect(rows).toEqual([
      {
        path: "a\uFFFDb",
        correct: 1,
        truthLeaves: 2,
        predictionLeaves: 2,
        missing: 0,
        invented: 0,
        wrong: 1,
        recall: 0.5,
        precision: 0.5,
        f1: 0.5,
      },
    ]);
  });

  it("keeps fractional credit and the missing, invented and wrong counts of a path as they are", () => {
    const [row] = storableFields([
      field("name", { correct: 1.5, truthLeaves: 4, predictionLeaves: 3, missing: 1, invented: 0, wrong: 1.5 }),
    ]);
    expect(row).toMatchObject({ correct: 1.5, missing: 1, invented: 0, wrong: 1.5, recall: 0.375, precision: 0.5 });
  });
});
