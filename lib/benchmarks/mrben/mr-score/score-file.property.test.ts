// Property-based tests of the matcher and the scorer (fast-check, fixed seeds) on generated
// benchmarks and results files: never a throw, only the documented errors; metrics in their
// ranges (MCC in [-1, 1], the rest in [0, 1]); counts that add up; matching equal to a brute-force
// search; scores independent of record order and of the upload's own truth fields. The number of
// generated files and mutations is counted and asserted so the suite cannot quietly shrink.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  identity,
  scenario,
  shuffled,
  sortedJson,
  type ResultsFile,
  type Scenario,
  RECORD_FIELD_PATHS,
} from "@/tests/unit/results-arbitraries";
import { canonicalJson, SCORE_ERROR_CODES, scoreResultsFile, type ScoreReport, type ScoreResult } from "./index";
import type * as Bootstrap from "./bootstrap";
import { sameJson } from "./same-steps";

const SEED = 20261121;
/** Generous: thousands of runs on a busy machine; the count of runs, not time, is what is asserted. */
const PROPERTY_TIMEOUT_MS = 120_000;

// 1,000 bootstrap resamples per subject are most of a small file's scoring time; 25 keep ten
// thousand files affordable and the intervals' properties (range, order) as they are.
// bootstrap.test.ts checks the algorithm itself at its real size.
vi.mock("./bootstrap", async (importOriginal) => {
  const original = await importOriginal<typeof Bootstrap>();
  return { ...original, BOOTSTRAP_RESAMPLES: 25 };
});

let generated = 0;

const score = ({ truth, results }: { truth: Scenario["truth"]; results: unknown }): ScoreResult =>
  scoreResultsFile({ results, truth: { source: "benchmark", items: truth } });

function expectDocumentedFailure(result: ScoreResult): void {
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(SCORE_ERROR_CODES).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(0);
  }
}

function expectInvariants(report: ScoreReport, { truth, results }: Scenario): void {
  const { subjects, diagnostics, records } = report;
  let recordsInFile = 0;
  let unmatched = 0;
  for (const [subject, s] of Object.entries(subjects)) {
    const coverage = diagnostics.coverage[subject]!;
    recordsInFile += coverage.recordsInFile;
    unmatched += coverage.recordsInFile - coverage.matchedRecords;
    expect(coverage.recordsInFile).toBe(results[subject]!.length);
    expect(s.n_correct + s.n_incorrect).toBe(coverage.matchedRecords);
    expect(coverage.matchedItems).toBeLessThanOrEqual(Math.min(coverage.matchedRecords, coverage.benchmarkItems ?? 0));
    expect(s.tp).toBeLessThanOrEqual(s.n_correct);
    expect(s.tn).toBeLessThanOrEqual(s.n_incorrect);
    expect(s.fp).toBe(s.n_incorrect - s.tn);
    expect(s.fn).toBe(s.n_correct - s.tp);
    expect(s.reason_correct).toBeLessThanOrEqual(s.step_correct);
    expect(s.step_correct).toBeLessThanOrEqual(s.tn);
    expect(s.mcc).toBeGreaterThanOrEqual(-1);
    expect(s.mcc).toBeLessThanOrEqual(1);
    for (const value of [s.acc_step, s.acc_reason, s.mr_score]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    const mine = records.filter((record) => record.subject === subject);
    for (const outcome of ["tp", "tn", "fp", "fn"] as const)
      expect(mine.filter((record) => record.outcome === outcome).length).toBe(s[outcome]);
    expect(mine.filter((record) => record.stepEarned).length).toBe(s.step_correct);
    expect(mine.filter((record) => record.reasonEarned).length).toBe(s.reason_correct);
    const interval = report.intervals.subjects[subject];
    if (interval) {
      expect(interval.low).toBeGreaterThanOrEqual(0);
      expect(interval.low).toBeLessThanOrEqual(interval.high);
      expect(interval.high).toBeLessThanOrEqual(1);
    }
  }
  expect(records.length).toBe(recordsInFile);
  expect(diagnostics.unknownRecords.total).toBe(unmatched);
  expect(report.meanMrScore).toBeGreaterThanOrEqual(0);
  expect(report.meanMrScore).toBeLessThanOrEqual(1);
  const scores = Object.values(subjects).map((s) => s.mr_score);
  expect(report.meanMrScore).toBe(scores.length === 0 ? 0 : scores.reduce((sum, x) => sum + x, 0) / scores.length);

  // Matching, against a brute-force search of the benchmark by identity; repeats likewise.
  let duplicates = 0;
  for (const [subject, list] of Object.entries(results)) {
    const seen = new Set<string>();
    list.forEach((record, index) => {
      const key = identity({
        subject,
        questionUuid: record.Question_UUID as string,
        sampledModel: record.Sampled_Model as string,
        steps: record.Model_Solution_Steps,
      });
      if (seen.has(key)) duplicates++;
      seen.add(key);
      const found = truth.findIndex((item) => identity(item) === key);
      const outcome = records.find((r) => r.subject === subject && r.index === index)!;
      expect(outcome.truthIndex).toBe(found === -1 ? null : found);
      expect(outcome.matched).toBe(found !== -1);
    });
  }
  expect(diagnostics.duplicates.total).toBe(duplicates);
}

/** What must not depend on the order of records: everything but which record is listed where. */
function orderFree(result: ScoreResult) {
  if (!result.ok) return { errors: result.errors.map((error) => error.code).sort(), omitted: result.omittedErrors };
  const { subjects, meanMrScore, intervals, diagnostics: d } = result.report;
  return {
    subjects,
    meanMrScore,
    intervals,
    coverage: d.coverage,
    totals: [d.duplicates, d.unknownRecords, d.truthMismatches, d.unusualTruthValues, d.parseMismatches].map(
      (list) => list.total,
    ),
    parse: d.parseMismatches.byField,
    verdicts: { ...d.verdicts, values: [...d.verdicts.values].sort((a, b) => a.value.localeCompare(b.value)) },
    judges: [...d.judgeModels].sort((a, b) => a.model.localeCompare(b.model)),
    review: d.review,
    quirks: d.quirks,
  };
}

describe("the scorer, property-based", () => {
  it(
    "never throws; fails only with documented errors; keeps every metric in range and every count consistent; matches as a brute-force search does",
    () => {
      fc.assert(
        fc.property(scenario, (generatedScenario) => {
          generated++;
          const result = score(generatedScenario);
          expectDocumentedFailure(result);
          if (result.ok) expectInvariants(result.report, generatedScenario);
        }),
        { seed: SEED, numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "scores the same whatever the order of the records",
    () => {
      fc.assert(
        fc.property(scenario, fc.integer(), ({ truth, results }, seed) => {
          generated++;
          const reordered: ResultsFile = Object.fromEntries(
            Object.entries(results).map(([subject, records]) => [subject, shuffled(records, seed)]),
          );
          expect(orderFree(score({ truth, results: reordered }))).toEqual(orderFree(score({ truth, results })));
        }),
        { seed: SEED + 1, numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "ignores the upload's own truth fields against the benchmark, and equals file-truth scoring when they are honest",
    () => {
      fc.assert(
        fc.property(scenario, ({ truth, results }) => {
          generated++;
          const honest: ResultsFile = structuredClone(results);
          for (const [subject, records] of Object.entries(honest))
            for (const record of records) {
              const key = identity({
                subject,
                questionUuid: record.Question_UUID as string,
                sampledModel: record.Sampled_Model as string,
                steps: record.Model_Solution_Steps,
              });
              const item = truth.find((candidate) => identity(candidate) === key);
              record.Model_Solution_Correctness = item?.correctness ?? "incorrect";
              record.Model_Solution_First_Error_Step = item?.firstErrorStep ?? "1";
            }
          const tampered = score({ truth, results });
          const fromBenchmark = score({ truth, results: honest });
          expect(tampered.ok).toBe(fromBenchmark.ok);
          if (!tampered.ok || !fromBenchmark.ok) return;
          expect(tampered.report.subjects).toEqual(fromBenchmark.report.subjects);
          expect(fromBenchmark.report.diagnostics.truthMismatches.total).toBe(0);
          if (fromBenchmark.report.diagnostics.unknownRecords.total > 0) return;
          const fromFile = scoreResultsFile({ results: honest, truth: { source: "file" } });
          expect(fromFile.ok).toBe(true);
          if (fromFile.ok) expect(fromFile.report.subjects).toEqual(fromBenchmark.report.subjects);
        }),
        { seed: SEED + 2, numRuns: 1000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  const hostileValue = fc.oneof(
    fc.constantFrom<unknown>(undefined, null, 0, -1, 1e308, "", "correct", "incorrect", " Step 1.\n", [], {}, true),
    fc.jsonValue({ maxDepth: 3 }),
  );

  it(
    "never throws when any field of any record is replaced, removed or given a prototype key",
    () => {
      fc.assert(
        fc.property(
          scenario,
          fc.nat(),
          fc.constantFrom(...RECORD_FIELD_PATHS),
          hostileValue,
          ({ truth, results }, which, path, value) => {
            generated++;
            const mutated: Record<string, unknown[]> = structuredClone(results);
            const all = Object.values(mutated).flat() as Array<Record<string, unknown>>;
            if (all.length > 0) {
              let object = all[which % all.length]!;
              for (const key of path.slice(0, -1)) {
                const inner = object[key];
                if (typeof inner !== "object" || inner === null) return;
                object = inner as Record<string, unknown>;
              }
              const last = path[path.length - 1]!;
              if (value === undefined) delete object[last];
              else Object.defineProperty(object, last, { value, enumerable: true, writable: true, configurable: true });
            }
            expectDocumentedFailure(score({ truth, results: mutated }));
            expectDocumentedFailure(scoreResultsFile({ results: mutated, truth: { source: "file" } }));
          },
        ),
        { seed: SEED + 3, numRuns: 1500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("the matcher, property-based", () => {
  /** JSON values and copies of them with keys in another order or one leaf changed. */
  const pair = fc.jsonValue({ maxDepth: 4 }).chain((value) =>
    fc.tuple(
      fc.constant(value),
      fc.oneof(
        fc.constant(value),
        fc.integer().map((seed) => reorderKeys(value, seed)),
        fc.jsonValue({ maxDepth: 2 }),
        fc.constant(JSON.parse(JSON.stringify(value)) as unknown),
      ),
    ),
  );

  it(
    "finds two values the same exactly when their canonical JSON (keys sorted) is the same",
    () => {
      fc.assert(
        fc.property(pair, ([a, b]) => {
          generated++;
          const same = sortedJson(a) === sortedJson(b);
          expect(sameJson(a, b)).toBe(same);
          expect(canonicalJson(a) === canonicalJson(b)).toBe(same);
          expect(canonicalJson(a)).toBe(sortedJson(a));
        }),
        { seed: SEED + 4, numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

function reorderKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((inner) => reorderKeys(inner, seed));
  if (typeof value !== "object" || value === null) return value;
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of shuffled(Object.keys(object), seed))
    Object.defineProperty(out, key, {
      value: reorderKeys(object[key], seed),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

// Last in the file, so it counts every property above (it is skipped, like them, by a -t filter).
it("generated at least 10,000 files, mutations and pairs: 3,000 + 1,500 + 1,000 files, 1,500 mutations, 3,000 pairs", () => {
  expect(generated).toBeGreaterThanOrEqual(10_000);
});
