import { describe, expect, it } from "vitest";
import { verdictCountsAsCorrect } from "../mr-score";
import { judgeAgreement, LOW_AGREEMENT, wilsonInterval } from "./agreement";
import { ERROR_PARSING, readJudgeResponse } from "./judge-verdict";
import { sampleVerdicts } from "./sample-verdicts";

describe("reading the judge's answer as the official script does", () => {
  it("takes the text between the headings, the decision to the end", () => {
    const verdict = readJudgeResponse({
      response:
        "1. Step-by-Step Reasoning: the sign flips.\n2. Student Error Reason Analysis: they saw it.\n3. Final Decision: Correct",
    });
    expect(verdict).toEqual({
      decision: "Correct",
      reasoning: "the sign flips.\n2.",
      analysis: "they saw it.\n3.",
      parsed: true,
    });
    expect(verdictCountsAsCorrect(verdict.decision)).toBe(true);
  });

  it("is ERROR_PARSING when a heading is missing, which does not count as correct", () => {
    const verdict = readJudgeResponse({ response: "Final Decision: Correct" });
    expect(verdict).toMatchObject({ decision: ERROR_PARSING, parsed: false });
    expect(verdictCountsAsCorrect(verdict.decision)).toBe(false);
  });
});

describe("the audit sample", () => {
  const candidates = [
    ...Array.from({ length: 600 }, (_, i) => ({ subject: "math", key: String(i) })),
    ...Array.from({ length: 300 }, (_, i) => ({ subject: "biology", key: String(i) })),
    ...Array.from({ length: 3 }, (_, i) => ({ subject: "logic", key: String(i) })),
  ];

  it("is stratified by subject, at least one verdict each, and the same for the same seed", () => {
    const sample = sampleVerdicts({ candidates, size: 100, seed: "file-a" });
    expect(sample).toHaveLength(100);
    const count = (subject: string) => sample.filter((candidate) => candidate.subject === subject).length;
    expect([count("math"), count("biology"), count("logic")]).toEqual([66, 33, 1]);
    expect(sampleVerdicts({ candidates, size: 100, seed: "file-a" })).toEqual(sample);
    expect(sampleVerdicts({ candidates, size: 100, seed: "file-b" })).not.toEqual(sample);
    expect(new Set(sample.map((c) => `${c.subject}/${c.key}`)).size).toBe(100);
  });

  it("takes every verdict when there are fewer than the sample size", () => {
    expect(sampleVerdicts({ candidates: candidates.slice(0, 5), size: 100, seed: "x" })).toHaveLength(5);
  });
});

describe("agreement", () => {
  it("gives the rate with a Wilson 95% interval per subject and lists the disagreements", () => {
    const pairs = [
      ...Array.from({ length: 18 }, (_, i) => ({ subject: "math", key: String(i), submitted: true, audited: true })),
      { subject: "math", key: "18", submitted: true, audited: false },
      { subject: "math", key: "19", submitted: false, audited: true },
    ];
    const agreement = judgeAgreement({ pairs });
    expect(agreement.overall).toMatchObject({ judged: 20, agreed: 18, rate: 0.9 });
    expect(agreement.overall.interval.low).toBeCloseTo(0.699, 3);
    expect(agreement.overall.interval.high).toBeCloseTo(0.9721, 3);
    expect(agreement.disagreements.map((pair) => pair.key)).toEqual(["18", "19"]);
    expect(agreement.lowAgreement).toBe(false);
  });

  it("raises the signal only when the whole interval is below the threshold", () => {
    const pairs = Array.from({ length: 100 }, (_, i) => ({
      subject: "math",
      key: String(i),
      submitted: true,
      audited: i < 60,
    }));
    const agreement = judgeAgreement({ pairs });
    expect(agreement.overall.interval.high).toBeLessThan(LOW_AGREEMENT);
    expect(agreement.lowAgreement).toBe(true);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
