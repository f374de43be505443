import { describe, expect, it } from "vitest";
import { cleanImportedText, multiLineText, oneLineText } from "./free-text";

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("free text at the edge", () => {
  it("refuses NUL, the other C0 controls but tab and line feed, DEL and the C1 controls", () => {
    for (const text of [
      "a\u0000b",
      "a\u0001\u000bb",
      "bell\u0007",
      "esc\u001b[31m",
      "del\u007f",
      "c1\u0090x",
      "c1\u009b",
    ]) {
      expect(problem(multiLineText({ max: 100 }).safeParse(text)), JSON.stringify(text)).toContain(
        "control characters",
      );
      expect(problem(oneLineText({ max: 100 }).safeParse(text)), JSON.stringify(text)).not.toBeNull();
    }
  });

  it("keeps a note's tabs and line breaks, a carriage return read as one", () => {
    expect(multiLineText({ max: 100 }).parse("  first\r\nsecond\rthird\n\tindented  ")).toBe(
      "first\nsecond\nthird\n\tindented",
    );
  });

  it("collapses a name's line breaks, in every spelling, and the blanks around them to one space", () => {
    expect(oneLineText({ max: 100 }).parse("Llama\r\n 3\n\n70B\u2028Instruct\u2029v2 \t\n x")).toBe(
      "Llama 3 70B Instruct v2 x",
    );
    expect(oneLineText({ max: 100 }).parse("a\tb")).toBe("a\tb");
  });

  it("says what is required and how long it may be", () => {
    const name = oneLineText({ max: 5, required: "is required" });
    expect(problem(name.safeParse(" \n "))).toBe("is required");
    expect(problem(name.safeParse("abcdef"))).toBe("must be at most 5 characters");
    expect(problem(name.safeParse(5))).toBe("must be text");
  });

  it("cleans an imported name by the same rules", () => {
    expect(cleanImportedText("Model\nName", { oneLine: true })).toEqual({ ok: true, value: "Model Name" });
    expect(cleanImportedText("bad\u0001\u000b", { oneLine: true })).toMatchObject({ ok: false });
    expect(cleanImportedText("two\r\nlines", { oneLine: false })).toEqual({ ok: true, value: "two\nlines" });
  });
});
