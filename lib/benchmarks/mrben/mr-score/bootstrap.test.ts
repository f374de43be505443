import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readResultsFile } from "@/lib/benchmarks/mrben/read-results-file";
import { referenceBootstrap } from "@/tests/helpers/reference-bootstrap";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import {
  BOOTSTRAP_RESAMPLES,
  bootstrapMrScore,
  drawEngine,
  percentileInterval,
  subjectReplicates,
  subjectSeed,
  type RecordContribution,
} from "./bootstrap";
import { computeSubjectScore } from "./metrics";
import { scoreResultsFile } from "./score-file";
import type { ScoreReport } from "./types";

const SIM_A = path.join(FIXTURES_DIR, "sim-a_0shot_cot_True_scored_eval_results.json.gz");

let simA: Record<string, unknown[]>;
let simAReport: ScoreReport;
beforeAll(async () => {
  const read = await readResultsFile({ path: SIM_A });
  if (!read.ok) throw new Error(read.error.message);
  simA = read.value.results as Record<string, unknown[]>;
  simAReport = scoredReport(simA);
});

function scoredReport(results: unknown): ScoreReport {
  const result = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
  return result.report;
}

const c = (
  truthCorrect: boolean,
  outcome: RecordContribution["outcome"],
  stepEarned = false,
  reasonEarned = false,
): RecordContribution => ({ truthCorrect, outcome, stepEarned, reasonEarned });

/** A realistic mix: some of every kind of record. */
function mixed(): RecordContribution[] {
  return [
    ...Array.from({ length: 30 }, () => c(true, "tp")),
    ...Array.from({ length: 10 }, () => c(true, "fn")),
    ...Array.from({ length: 15 }, () => c(false, "tn", true, true)),
    ...Array.from({ length: 10 }, () => c(false, "tn", true)),
    ...Array.from({ length: 10 }, () => c(false, "tn")),
    ...Array.from({ length: 25 }, () => c(false, "fp")),
  ];
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("the bootstrap's draws", () => {
  it("give the same replicates in the WebAssembly module as in the JavaScript loop, to the bit", () => {
    expect(drawEngine()).toBe("webassembly");
    const outcomes = ["tp", "tn", "fp", "fn"] as const;
    for (const n of [1, 2, 3, 17, 750, 5_000, 70_000]) {
      const records: RecordContribution[] = Array.from({ length: n }, (_, i) => ({
        truthCorrect: (i * 7) % 3 === 0,
        outcome: outcomes[(i * 13) % 4]!,
        stepEarned: i % 5 === 0,
        reasonEarned: i % 11 === 0,
      }));
      for (const subject of ["math", "coding", "a subject of its own"]) {
        const resamples = n > 5_000 ? 20 : 200;
        expect(subjectReplicates(subject, records, resamples)).toEqual(
          subjectReplicates(subject, records, resamples, "javascript"),
        );
      }
    }
  });
});

describe("bootstrap intervals of the MR-Score", () => {
  it("are deterministic: the same records give the same intervals, to the bit", () => {
    const subjects = [{ subject: "math", records: mixed() }];
    expect(bootstrapMrScore({ subjects })).toEqual(bootstrapMrScore({ subjects }));
  });

  it("use at least 1,000 resamples and say how they were made", () => {
    expect(BOOTSTRAP_RESAMPLES).toBeGreaterThanOrEqual(1000);
    expect(simAReport.intervals).toMatchObject({
      method: "percentile-bootstrap",
      level: 0.95,
      resamples: BOOTSTRAP_RESAMPLES,
    });
  });

  it("contain each subject's score and the mean on a realistic file, and are not degenerate", () => {
    const { intervals, subjects, meanMrScore } = simAReport;
    expect(Object.keys(intervals.subjects)).toEqual(Object.keys(subjects));
    for (const [subject, score] of Object.entries(subjects)) {
      const interval = intervals.subjects[subject]!;
      expect(interval.low, subject).toBeLessThan(interval.high);
      expect(interval.low, subject).toBeLessThanOrEqual(score.mr_score);
      expect(interval.high, subject).toBeGreaterThanOrEqual(score.mr_score);
    }
    expect(intervals.mean!.low).toBeLessThanOrEqual(meanMrScore);
    expect(intervals.mean!.high).toBeGreaterThanOrEqual(meanMrScore);
    // The mean averages six subjects: its interval is narrower than any subject's.
    const meanWidth = intervals.mean!.high - intervals.mean!.low;
    for (const interval of Object.values(intervals.subjects))
      expect(meanWidth).toBeLessThan(interval!.high - interval!.low);
  });

  it("do not depend on the order of the records in the file", () => {
    const reordered = Object.fromEntries(
      Object.entries(simA).map(([subject, records], i) => [subject, shuffled(records, i + 1)]),
    );
    expect(scoredReport(reordered).intervals).toEqual(simAReport.intervals);
  });

  it("give a subject the same interval whichever other subjects the file has", () => {
    const alone = scoredReport({ math: simA.math });
    expect(alone.intervals.subjects.math).toEqual(simAReport.intervals.subjects.math);
  });

  it("are null for a subject without scored records, which still counts as 0 in the mean", () => {
    const result = bootstrapMrScore({
      subjects: [
        { subject: "math", records: mixed() },
        { subject: "logic", records: [] },
      ],
    });
    expect(result.subjects.logic).toBeNull();
    const alone = bootstrapMrScore({ subjects: [{ subject: "math", records: mixed() }] });
    expect(result.subjects.math).toEqual(alone.subjects.math);
    // Every replicate's mean is math's replicate / 2, so the percentiles halve.
    expect(result.mean).toEqual({ low: alone.subjects.math!.low / 2, high: alone.subjects.math!.high / 2 });
  });

  it("give no mean interval when no subject has a scored record", () => {
    expect(bootstrapMrScore({ subjects: [{ subject: "math", records: [] }] })).toMatchObject({
      subjects: { math: null },
      mean: null,
    });
    expect(bootstrapMrScore({ subjects: [] }).mean).toBeNull();
  });

  it("collapse to the score itself when every record of a subject is the same kind", () => {
    const records = Array.from({ length: 40 }, () => c(false, "tn", true, true));
    const point = computeSubjectScore({
      n_correct: 0,
      n_incorrect: 40,
      tp: 0,
      tn: 40,
      step_correct: 40,
      reason_correct: 40,
    }).mr_score;
    expect(bootstrapMrScore({ subjects: [{ subject: "math", records }] }).subjects.math).toEqual({
      low: point,
      high: point,
    });
  });

  it("score a replicate without incorrect solutions as the metrics do (accuracies 0), never NaN", () => {
    // One incorrect record among many correct ones: some replicates draw none of it.
    const records = [...Array.from({ length: 5 }, () => c(true, "tp")), c(false, "tn", true, true)];
    const interval = bootstrapMrScore({ subjects: [{ subject: "math", records }] }).subjects.math!;
    expect(Number.isNaN(interval.low) || Number.isNaN(interval.high)).toBe(false);
    expect(interval.low).toBe(0);
  });

  it("take the 2.5th and 97.5th percentiles as sorted[floor(0.025 B)] and sorted[ceil(0.975 B) - 1]", () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    expect(percentileInterval(values)).toEqual({ low: 25, high: 974 });
    expect(percentileInterval(Float64Array.from([3]))).toEqual({ low: 3, high: 3 });
  });

  it("seed each subject from its name, differently for every subject", () => {
    const seeds = ["biology", "math", "physics", "medicine", "coding", "chemistry", "logic"].map(subjectSeed);
    expect(new Set(seeds).size).toBe(7);
  });
});

describe("the bootstrap against an independent reference", () => {
  it("gives exactly the reference's intervals on a full-size fixture", () => {
    const subjects = Object.keys(simAReport.subjects).map((subject) => ({
      subject,
      records: simAReport.records
        .filter((r) => r.subject === subject && r.truth !== null && r.outcome !== null)
        .map((r) => c(r.truth!.correctness === "correct", r.outcome!, r.stepEarned, r.reasonEarned)),
    }));
    expect(simAReport.intervals).toMatchObject(referenceBootstrap(subjects));
  });
});
