import { describe, expect, it } from "vitest";
import { HAS_PYTHON, runPython } from "@/tests/helpers/shared-data";
import {
  computeSubjectScore,
  formatMeanPercent,
  formatPercent,
  matthewsCorrelation,
  mrScoreOfCounts,
  meanMrScore,
  officialDivisionFailures,
} from "./metrics";

// Produced by the official formulas in CPython (utils.py MCC_score / mr_score), printed with repr().
const PYTHON_GOLDEN = [
  {
    tp: 402,
    tn: 221,
    n_correct: 617,
    n_incorrect: 418,
    step_correct: 102,
    reason_correct: 49,
    mcc: 0.1791200251377654,
    acc_step: 0.24401913875598086,
    acc_reason: 0.11722488038277512,
    mr_score: 0.1676421868457349,
  },
  {
    tp: 53,
    tn: 101,
    n_correct: 74,
    n_incorrect: 164,
    step_correct: 63,
    reason_correct: 60,
    mcc: 0.3075093691272365,
    acc_step: 0.38414634146341464,
    acc_reason: 0.36585365853658536,
    mr_score: 0.35967260553276437,
  },
  {
    tp: 1,
    tn: 0,
    n_correct: 1,
    n_incorrect: 1,
    step_correct: 0,
    reason_correct: 0,
    mcc: 0,
    acc_step: 0,
    acc_reason: 0,
    mr_score: 0,
  },
  {
    tp: 0,
    tn: 5,
    n_correct: 3,
    n_incorrect: 5,
    step_correct: 2,
    reason_correct: 1,
    mcc: 0,
    acc_step: 0.4,
    acc_reason: 0.2,
    mr_score: 0.22,
  },
  {
    tp: 123456,
    tn: 234567,
    n_correct: 200000,
    n_incorrect: 300000,
    step_correct: 100000,
    reason_correct: 50000,
    mcc: 0.4033411220488811,
    acc_step: 0.3333333333333333,
    acc_reason: 0.16666666666666666,
    mr_score: 0.2640015577431095,
  },
  // The product under the root exceeds 2^53: exact integers, one rounding, as Python.
  {
    tp: 9000000,
    tn: 8000000,
    n_correct: 9500000,
    n_incorrect: 8700000,
    step_correct: 1000000,
    reason_correct: 500000,
    mcc: 0.8679594496881966,
    acc_step: 0.11494252873563218,
    acc_reason: 0.05747126436781609,
    mr_score: 0.236810280742237,
  },
  {
    tp: 3,
    tn: 2,
    n_correct: 5,
    n_incorrect: 5,
    step_correct: 1,
    reason_correct: 1,
    mcc: 0,
    acc_step: 0.2,
    acc_reason: 0.2,
    mr_score: 0.16,
  },
];

describe("computeSubjectScore", () => {
  it.each(PYTHON_GOLDEN)("equals CPython bit for bit: tp=$tp tn=$tn", (golden) => {
    const { mcc, acc_step, acc_reason, mr_score, ...counts } = golden;
    const score = computeSubjectScore(counts);
    expect(score.mcc).toBe(mcc);
    expect(score.acc_step).toBe(acc_step);
    expect(score.acc_reason).toBe(acc_reason);
    expect(score.mr_score).toBe(mr_score);
    expect(score.fp).toBe(counts.n_incorrect - counts.tn);
    expect(score.fn).toBe(counts.n_correct - counts.tp);
  });

  it("negative MCC contributes 0 (max(0, mcc))", () => {
    const score = computeSubjectScore({
      n_correct: 10,
      n_incorrect: 10,
      tp: 1,
      tn: 1,
      step_correct: 1,
      reason_correct: 0,
    });
    expect(score.mcc).toBeLessThan(0);
    expect(score.mr_score).toBe(0.3 * 0.1);
  });

  it("a subject without incorrect solutions scores accuracies 0 where the official script divides by zero", () => {
    const score = computeSubjectScore({
      n_correct: 4,
      n_incorrect: 0,
      tp: 2,
      tn: 0,
      step_correct: 0,
      reason_correct: 0,
    });
    expect(score.acc_step).toBe(0);
    expect(score.acc_reason).toBe(0);
    expect(officialDivisionFailures(score)).toEqual(["n_incorrect is 0 (accuracies divide by it)"]);
  });

  it("names every division the official script would fail on", () => {
    const empty = computeSubjectScore({
      n_correct: 0,
      n_incorrect: 0,
      tp: 0,
      tn: 0,
      step_correct: 0,
      reason_correct: 0,
    });
    expect(officialDivisionFailures(empty)).toHaveLength(3);
    const noPositive = computeSubjectScore({
      n_correct: 3,
      n_incorrect: 2,
      tp: 0,
      tn: 2,
      step_correct: 0,
      reason_correct: 0,
    });
    expect(officialDivisionFailures(noPositive)).toEqual(["tp + fp is 0 (precision = tp / (tp + fp))"]);
  });
});

describe("matthewsCorrelation", () => {
  it("is 0 when the numerator or the denominator is 0", () => {
    expect(matthewsCorrelation({ tp: 0, tn: 0, fp: 0, fn: 0 })).toBe(0);
    expect(matthewsCorrelation({ tp: 5, tn: 0, fp: 0, fn: 3 })).toBe(0);
    expect(matthewsCorrelation({ tp: 2, tn: 2, fp: 2, fn: 2 })).toBe(0);
  });
});

/** A seeded stream of integers in [0, max): the same counts on every run. */
function randomIntegers(seed: number): (max: number) => number {
  let state = seed;
  return (max) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return Math.floor((state / 2 ** 32) * max);
  };
}

/** Python's `numerator / math.sqrt(product)` on exact integers, each rounded to a double once. */
function pythonMcc(tp: number, tn: number, fp: number, fn: number): number {
  const [TP, TN, FP, FN] = [BigInt(tp), BigInt(tn), BigInt(fp), BigInt(fn)];
  const numerator = TP * TN - FP * FN;
  const denominator = Math.sqrt(Number((TP + FP) * (TP + FN) * (TN + FP) * (TN + FN)));
  return numerator === 0n || denominator === 0 ? 0 : Number(numerator) / denominator;
}

describe("matthewsCorrelation in doubles", () => {
  it("equals Python's exact-integer MCC on small, benchmark-sized and huge counts", () => {
    const next = randomIntegers(12345);
    for (const max of [5, 2_000, 70_000, 2 ** 26, 2 ** 40]) {
      for (let i = 0; i < 2_000; i++) {
        const [tp, tn, fp, fn] = [next(max), next(max), next(max), next(max)];
        expect(matthewsCorrelation({ tp, tn, fp, fn })).toBe(pythonMcc(tp, tn, fp, fn));
      }
    }
  });
});

describe("mrScoreOfCounts, the bootstrap's object-free mr_score", () => {
  it("is computeSubjectScore's mr_score to the bit, zero denominators included", () => {
    const next = randomIntegers(777);
    for (let i = 0; i < 5_000; i++) {
      const max = [3, 50, 1_000][i % 3]!;
      const [n_correct, n_incorrect] = [next(max), next(max)];
      const counts = {
        n_correct,
        n_incorrect,
        tp: next(n_correct + 1),
        tn: next(n_incorrect + 1),
        step_correct: next(n_incorrect + 1),
        reason_correct: next(n_incorrect + 1),
      };
      const { tp, tn, step_correct, reason_correct } = counts;
      expect(mrScoreOfCounts(n_correct, n_incorrect, tp, tn, step_correct, reason_correct)).toBe(
        computeSubjectScore(counts).mr_score,
      );
    }
  });
});

describe("meanMrScore", () => {
  it("is the sum in order divided by the count", () => {
    expect(meanMrScore({ scores: [0.1, 0.2, 0.3] })).toBe((0.1 + 0.2 + 0.3) / 3);
    expect(meanMrScore({ scores: [] })).toBe(0);
  });
});

// Python's str(round(x * 100, 1)) for these x (generated with CPython 3.11).
const PERCENT_GOLDEN: [number, string][] = [
  [0.0025, "0.2"],
  [0.0075, "0.8"],
  [0.0125, "1.2"],
  [0.0175, "1.8"],
  [0.0225, "2.2"],
  [0.0275, "2.8"],
  [0.1675, "16.8"],
  [0.16775, "16.8"],
  [0.2725, "27.3"],
  [0.2875, "28.7"],
  [0.22189414384070352, "22.2"],
  [0.39777458734237814, "39.8"],
  [0.0, "0.0"],
  [1.0, "100.0"],
  [0.00049999999999999, "0.0"],
  [0.0005, "0.1"],
  [0.0015, "0.1"],
  [0.9995, "100.0"],
  [0.12345, "12.3"],
  [0.0045, "0.4"],
  [-0.0025, "-0.2"],
  [-0.0004, "-0.0"],
  [0.5, "50.0"],
  [0.333333333333333, "33.3"],
  [0.0085, "0.9"],
  [0.0095, "0.9"],
  [0.28960928633167626, "29.0"],
];

describe("formatPercent (Python's round(x * 100, 1))", () => {
  it.each(PERCENT_GOLDEN)("%d -> %s", (x, expected) => {
    expect(formatPercent(x)).toBe(expected);
  });

  it("rounds exact binary ties half to even, where toFixed rounds up", () => {
    expect((0.25).toFixed(1)).toBe("0.3");
    expect(formatPercent(0.0025)).toBe("0.2");
    expect(formatPercent(-0)).toBe("-0.0");
  });

  it("the mean is displayed as round(sum * 100 / len, 1)", () => {
    expect(formatMeanPercent({ scores: [0.1676421868457349, 0.35967260553276437] })).toBe("26.4");
  });

  it.skipIf(!HAS_PYTHON)("agrees with CPython on 20,000 random and tie values", () => {
    const xs: number[] = [];
    let state = 42;
    for (let i = 0; i < 10_000; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      xs.push(state / 2 ** 31);
    }
    for (let k = -5000; k < 5000; k++) xs.push((2 * k + 1) / 400); // x * 100 near .25/.75 ties
    const py = JSON.parse(
      runPython(
        ["-c", "import sys, json; print(json.dumps([str(round(x * 100, 1)) for x in json.load(sys.stdin)]))"],
        JSON.stringify(xs),
      ),
    ) as string[];
    const mismatches = xs.filter((x, i) => formatPercent(x) !== py[i]);
    expect(mismatches).toEqual([]);
  });
});
