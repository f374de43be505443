import { describe, expect, it } from "vitest";
import { predictCorrectness, predictStepForReview, predictStepForScoring } from "./predict";
import { needsVerdict, verdictCountsAsCorrect } from "./verdict";

describe("predictCorrectness (strip, lower, keep Python letters)", () => {
  it.each([
    ["incorrect", "incorrect"],
    [" Incorrect.\n", "incorrect"],
    ["**Incorrect.**", "incorrect"],
    ["**correct**", "correct"],
    ["CORRECT", "correct"],
    ["The solution is incorrect", "thesolutionisincorrect"],
    ["incorrect (see analysis)", "incorrectseeanalysis"],
    ["in-correct", "incorrect"],
    ["N/A", "na"],
    ["", ""],
  ])("%j -> %j", (text, expected) => {
    expect(predictCorrectness(text)).toBe(expected);
  });

  it("'The solution is incorrect' matches nothing", () => {
    expect(["correct", "incorrect"]).not.toContain(predictCorrectness("The solution is incorrect."));
  });

  it("Unicode letters are kept (so they spoil a match) and marks are dropped", () => {
    expect(predictCorrectness("incorrecté")).toBe("incorrecté");
    expect(predictCorrectness("ｉｎｃｏｒｒｅｃｔ")).toBe("ｉｎｃｏｒｒｅｃｔ"); // full-width letters are letters
    expect(predictCorrectness("İNCORRECT")).toBe("incorrect"); // İ lowers to i + U+0307, a mark isalpha drops
    expect(predictCorrectness("incorrect²")).toBe("incorrect"); // ² is a digit, not a letter
  });
});

describe("predictStepForScoring (the official step rule)", () => {
  it("a bare-digit step ' 3\\n' is used untrimmed, so it never equals '3'", () => {
    expect(predictStepForScoring(" 3\n")).toBe(" 3\n");
    expect(predictStepForScoring("3")).toBe("3");
  });

  it.each([
    ["Step 3", "3"],
    ["step 3", "3"],
    ["STEP 3", "3"],
    ["**Step 3**", "3"],
    ["Step 3.", "3"],
    ["step 3:", "3"],
    [" Step 12\n", "12"],
    ["Step 0", "0"],
    ["Step 29", "29"],
    ["Step-3", ""],
    ["Step  3", ""],
    ["Steps 3 and 4", ""],
    ["Step\t3", ""],
    ["the 3th step", ""],
    ["N/A", ""],
    ["", ""],
  ])("%j -> %j", (raw, expected) => {
    expect(predictStepForScoring(raw)).toBe(expected);
  });

  it("steps 30 and above never match", () => {
    expect(predictStepForScoring("Step 30")).toBe("");
    expect(predictStepForScoring("Step 31")).toBe("");
    expect(predictStepForScoring("30")).toBe("30"); // a bare number is not looked up
  });

  it("Unicode digits count as digits (Python isdigit) but never equal ASCII truth", () => {
    expect(predictStepForScoring("３")).toBe("３");
    expect(predictStepForScoring("²")).toBe("²");
    expect(predictStepForScoring("Step ３")).toBe(""); // 'step ３' is not in the step table
  });
});

describe("predictStepForReview (the judge stage's variant)", () => {
  it("compares bare digits after trimming", () => {
    expect(predictStepForReview(" 3\n")).toBe("3");
    expect(predictStepForReview("Step 3")).toBe("3");
    expect(predictStepForReview("Step 30")).toBe("");
  });
});

describe("verdictCountsAsCorrect", () => {
  it.each([
    ["Correct", true],
    ["correct", true],
    ["**Correct**", true],
    ["Correct.", true],
    ["CORRECT", true],
    ["Wrong", false],
    ["**Wrong**", false],
    ["ERROR_PARSING", false],
    ["", false],
  ])("%j -> %s", (verdict, expected) => {
    expect(verdictCountsAsCorrect(verdict)).toBe(expected);
  });

  it("'Incorrect' verdict counts as correct (it contains 'correct')", () => {
    expect(verdictCountsAsCorrect("Incorrect")).toBe(true);
  });
});

describe("needsVerdict (who the official judge stage asks)", () => {
  const base = {
    subject: "math",
    truthCorrectness: "incorrect",
    truthFirstErrorStep: "3",
    firstErrorStep: " Step 3\n",
  };
  it("asks when truth is incorrect, the answer contains 'incorrect', and the step matches", () => {
    expect(needsVerdict({ ...base, solutionCorrectness: " incorrect\n" })).toBe(true);
    expect(needsVerdict({ ...base, solutionCorrectness: " correct\n" })).toBe(false);
    expect(needsVerdict({ ...base, truthCorrectness: "correct", solutionCorrectness: "incorrect" })).toBe(false);
    expect(needsVerdict({ ...base, solutionCorrectness: "incorrect", firstErrorStep: "Step 4" })).toBe(false);
  });

  it("uses a substring test: 'The solution is incorrect' is asked about, though scoring counts it as no match", () => {
    expect(needsVerdict({ ...base, solutionCorrectness: "The solution is incorrect" })).toBe(true);
  });

  it("compares bare digits trimmed, unlike scoring", () => {
    expect(needsVerdict({ ...base, solutionCorrectness: "incorrect", firstErrorStep: " 3\n" })).toBe(true);
  });

  it("always asks about coding records predicted incorrect, whatever the step", () => {
    expect(
      needsVerdict({ ...base, subject: "coding", solutionCorrectness: "incorrect", firstErrorStep: "anything" }),
    ).toBe(true);
  });
});
