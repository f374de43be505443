import { describe, expect, it } from "vitest";
import { mrbenRunBlockers, type ScoredRunFacts } from "@/lib/benchmarks/mrben/approval";
import { approvalBlockers, type ApprovalRun } from "./approvability";

const full = (subject: string) => ({ subject, rankable: true, matchedItems: 100, benchmarkItems: 100 });
const cleanReport = { missingSubjects: [], firstStage: false, review: { needingWithoutVerdict: 0 } };

/** A scored MR-Ben run, with what MR-Ben says stops it. */
function scored(shots: number, overrides: Partial<ScoredRunFacts> = {}, partial = false): ApprovalRun {
  const facts = { report: cleanReport, subjects: [full("math"), full("logic")], ...overrides };
  return { shots, status: "scored", blockers: mrbenRunBlockers(shots, facts, { partial }) };
}

describe("approvalBlockers", () => {
  it("lets a submission with both settings scored, complete and judged be approved", () => {
    expect(approvalBlockers({ runs: [scored(1), scored(0)] })).toEqual([]);
  });

  it("blocks a missing shot setting", () => {
    expect(approvalBlockers({ runs: [scored(0)] })).toEqual(["No 1-shot results have been uploaded."]);
  });

  it("blocks when the newest upload of a setting failed, even if an older one scored", () => {
    const failed: ApprovalRun = { shots: 0, status: "failed", blockers: null };
    expect(approvalBlockers({ runs: [failed, scored(1), scored(0)] })).toEqual([
      "The newest 0-shot upload failed to score.",
    ]);
  });

  it("blocks a run still being scored", () => {
    const processing: ApprovalRun = { shots: 1, status: "processing", blockers: null };
    expect(approvalBlockers({ runs: [processing, scored(0)] })).toEqual(["The 1-shot results are still being scored."]);
  });

  it("blocks incomplete coverage, naming the subject and its counts", () => {
    const partial = { subject: "math", rankable: false, matchedItems: 90, benchmarkItems: 100 };
    expect(approvalBlockers({ runs: [scored(0, { subjects: [partial, full("logic")] }), scored(1)] })).toEqual([
      "0-shot: Math covers 90 of 100 benchmark items (coverage must be complete).",
    ]);
  });

  it("blocks subjects of the benchmark the file lacks", () => {
    const report = { ...cleanReport, missingSubjects: ["physics", "biology"] };
    expect(approvalBlockers({ runs: [scored(0), scored(1, { report })] })).toEqual([
      "1-shot: not rankable, 2 of 4 subjects missing: Biology, Physics.",
    ]);
  });

  it("lets a submission partial on purpose lack subjects, but not cover one of its subjects in part", () => {
    const report = { ...cleanReport, missingSubjects: ["physics", "biology"] };
    expect(approvalBlockers({ runs: [scored(0, { report }, true), scored(1, { report }, true)] })).toEqual([]);
    const inPart = { subject: "math", rankable: false, matchedItems: 90, benchmarkItems: 100 };
    expect(
      approvalBlockers({ runs: [scored(0, { report, subjects: [inPart] }, true), scored(1, { report }, true)] }),
    ).toEqual(["0-shot: Math covers 90 of 100 benchmark items (coverage must be complete)."]);
  });

  it("blocks missing verdicts and a file from before the judge stage", () => {
    const missing = { ...cleanReport, review: { needingWithoutVerdict: 3 } };
    const firstStage = { ...cleanReport, firstStage: true };
    expect(approvalBlockers({ runs: [scored(0, { report: missing }), scored(1, { report: firstStage })] })).toEqual([
      "0-shot: 3 records the judge stage must review have no verdict.",
      "1-shot: the judge stage has not run (the file carries no verdicts at all).",
    ]);
  });

  it("blocks a scoring without any subject", () => {
    expect(approvalBlockers({ runs: [scored(0, { subjects: [] }), scored(1)] })).toEqual([
      "0-shot: the scoring has no subjects.",
    ]);
  });

  it("reads a report without diagnostics as blocking nothing beyond coverage", () => {
    expect(approvalBlockers({ runs: [scored(0, { report: {} }), scored(1, { report: null })] })).toEqual([]);
  });
});
