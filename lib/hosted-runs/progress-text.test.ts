import { describe, expect, it } from "vitest";
import {
  capUseText,
  costText,
  isActiveRun,
  isJudgingRun,
  judgeStageText,
  rateText,
  statusText,
  timeLeftText,
} from "./progress-text";

describe("a hosted run's progress in words", () => {
  it("names the spending cap's stop in a sentence, and leaves other statuses as they are", () => {
    expect(statusText("cap-reached")).toBe("stopped at its spending cap");
    expect(statusText("cancelled")).toBe("cancelled");
  });

  it("does not call a run completed when its judge stage failed", () => {
    expect(statusText("completed", "failed")).toBe("answers collected, judge stage failed");
    expect(statusText("completed", "completed")).toBe("completed");
    expect(statusText("completed", "running")).toBe("completed");
  });

  it("counts only queued and running runs as active", () => {
    expect(["queued", "running", "completed", "cancelled", "cap-reached", "failed"].filter(isActiveRun)).toEqual([
      "queued",
      "running",
    ]);
  });

  it("gives the rate per minute from the rate per second", () => {
    expect(rateText(0.5)).toBe("30 answers per minute");
  });

  it("estimates the time left in seconds, minutes or hours, and nothing without an estimate", () => {
    expect(timeLeftText(null)).toBeNull();
    expect(timeLeftText(0.2)).toBe("about 1 s");
    expect(timeLeftText(200)).toBe("about 3 min 20 s");
    expect(timeLeftText(7500)).toBe("about 2 h 5 min");
  });

  it("shows the cap's use as a share, or says there is no cap", () => {
    expect(capUseText(120, 1000, "requests")).toBe("120 of 1,000 requests (12%)");
    expect(capUseText(5, null, "tokens")).toBe("5 tokens (no cap)");
  });

  it("shows a cost only with prices", () => {
    expect(costText(null)).toBeNull();
    expect(costText(0.01234)).toBe("$0.0123");
  });

  it("says where the judge stage stands, with its progress or why it failed", () => {
    const judge = { model: "judge-1", total: 120, judged: 40, failure: null };
    expect(judgeStageText({ ...judge, stage: null })).toBeNull();
    expect(judgeStageText({ ...judge, stage: "running" })).toBe("judging: 40 of 120 records judged (judge-1)");
    expect(judgeStageText({ ...judge, stage: "completed", judged: 120 })).toBe(
      "judged: 120 records (judge-1); the scored files are the submission's runs",
    );
    const failure = { code: "no-judge-configured", detail: "This portal has no judge configured." };
    expect(judgeStageText({ ...judge, stage: "failed", failure })).toBe(
      "the judge stage failed: This portal has no judge configured.",
    );
    expect(isJudgingRun("pending") && isJudgingRun("running") && !isJudgingRun("completed")).toBe(true);
  });
});
