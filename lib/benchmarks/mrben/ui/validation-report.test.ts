// The validation report shows a stored report only when it holds the scorer's diagnostics: a run
// stored with an empty or foreign report gets a sentence instead of a failed page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "@/tests/helpers/shared-data";
import { scoreResultsFile } from "../mr-score";
import { DIAGNOSTICS_MEMBERS, isDiagnostics } from "./validation-report";

describe("isDiagnostics", () => {
  it("accepts what the scorer reports, also after a trip through JSON (as stored)", () => {
    const results: unknown = JSON.parse(
      readFileSync(path.join(FIXTURES_DIR, "small_0shot_cot_True_scored_eval_results.json"), "utf8"),
    );
    const scored = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
    if (!scored.ok) throw new Error("the small fixture should score");
    expect(isDiagnostics(scored.report.diagnostics)).toBe(true);
    expect(isDiagnostics(JSON.parse(JSON.stringify(scored.report.diagnostics)))).toBe(true);
  });

  it("refuses an empty report, a report lacking a member, and what is not an object", () => {
    expect(isDiagnostics({})).toBe(false);
    expect(isDiagnostics(null)).toBe(false);
    expect(isDiagnostics("coverage")).toBe(false);
    expect(isDiagnostics([])).toBe(false);
    const members = Object.fromEntries(
      DIAGNOSTICS_MEMBERS.filter((member) => member !== "verdicts").map((member) => [member, {}]),
    );
    expect(isDiagnostics(members)).toBe(false);
    expect(isDiagnostics({ ...members, verdicts: {} })).toBe(true);
    expect(isDiagnostics({ ...members, verdicts: null })).toBe(false);
  });
});
