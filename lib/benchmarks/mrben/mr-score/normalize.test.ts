import { describe, expect, it } from "vitest";
import { HAS_PYTHON, runPython } from "@/tests/helpers/shared-data";
import {
  isAlnum,
  isAlnumCodePoint,
  isAlpha,
  isAlphaCodePoint,
  isDigit,
  isDigitCodePoint,
  isSpace,
  isSpaceCodePoint,
  isPrintableCodePoint,
  keepCodePoints,
  pyLower,
  pyStrip,
} from "./normalize";
import { UNICODE_TABLES_SOURCE } from "./unicode-tables";

describe("Python str predicates", () => {
  it("isAlpha is Python's str.isalpha: Unicode letters, non-empty, every character", () => {
    expect(isAlpha("incorrect")).toBe(true);
    expect(isAlpha("é")).toBe(true);
    expect(isAlpha("中文")).toBe(true);
    expect(isAlpha("ǅ")).toBe(true); // Lt
    expect(isAlpha("ʰ")).toBe(true); // Lm
    expect(isAlpha("")).toBe(false);
    expect(isAlpha("a1")).toBe(false);
    expect(isAlpha("a b")).toBe(false);
    expect(isAlpha("\u0307")).toBe(false); // combining dot above (Mn)
    expect(isAlpha("Ⅷ")).toBe(false); // Nl is not alpha
    expect(isAlpha("𝒜")).toBe(true); // astral letter, one code point
    expect(isAlpha("\ud835")).toBe(false); // a lone surrogate
  });

  it("isDigit is Python's str.isdigit: Nd plus superscripts, circled digits and other Numeric_Type=Digit", () => {
    expect(isDigit("3")).toBe(true);
    expect(isDigit("123")).toBe(true);
    expect(isDigit("٣")).toBe(true); // Arabic-Indic three (Nd)
    expect(isDigit("３")).toBe(true); // full-width three (Nd)
    expect(isDigit("²")).toBe(true); // superscript two (No, Numeric_Type=Digit)
    expect(isDigit("①")).toBe(true); // circled one
    expect(isDigit("𝟘")).toBe(true); // astral Nd
    expect(isDigit("½")).toBe(false); // Numeric_Type=Numeric
    expect(isDigit("Ⅷ")).toBe(false);
    expect(isDigit("")).toBe(false);
    expect(isDigit(" 3")).toBe(false);
    expect(isDigit("3.")).toBe(false);
  });

  it("isAlnum is Python's str.isalnum: letters, decimals, digits and numerics", () => {
    expect(isAlnum("step3")).toBe(true);
    expect(isAlnum("½")).toBe(true);
    expect(isAlnum("Ⅷ")).toBe(true);
    expect(isAlnum("²")).toBe(true);
    expect(isAlnum("_")).toBe(false);
    expect(isAlnum(" ")).toBe(false);
    expect(isAlnum("")).toBe(false);
  });

  it("isSpace is Python's str.isspace, including U+001C..U+001F and U+0085 but not U+FEFF", () => {
    for (const ch of [
      "\t",
      "\n",
      "\v",
      "\f",
      "\r",
      "\x1c",
      "\x1d",
      "\x1e",
      "\x1f",
      " ",
      "\x85",
      "\xa0",
      "\u2003",
      "\u3000",
    ])
      expect(isSpace(ch), JSON.stringify(ch)).toBe(true);
    for (const ch of ["\ufeff", "\u200b", "\u180e", "a", ""]) expect(isSpace(ch), JSON.stringify(ch)).toBe(false);
  });
});

describe("pyStrip", () => {
  it("strips what Python strips, where String.prototype.trim differs", () => {
    expect(pyStrip("\x1c\x1f 3\n\x85")).toBe("3");
    expect("\x1c 3\x1f".trim()).toBe("\x1c 3\x1f"); // JavaScript keeps them
    expect(pyStrip("\ufeff3\ufeff")).toBe("\ufeff3\ufeff"); // Python keeps the BOM
    expect("\ufeff3\ufeff".trim()).toBe("3"); // JavaScript trims it
    expect(pyStrip("\u3000Step 3\u2029")).toBe("Step 3");
    expect(pyStrip("   ")).toBe("");
    expect(pyStrip("")).toBe("");
    expect(pyStrip("a b")).toBe("a b");
  });
});

describe("pyLower", () => {
  it("lower-cases like Python, including multi-character and context-dependent mappings", () => {
    expect(pyLower("INCORRECT")).toBe("incorrect");
    expect(pyLower("İ")).toBe("i\u0307"); // dotted capital I: i + combining dot
    expect(pyLower("\u212a")).toBe("k"); // Kelvin sign
    expect(pyLower("ΟΔΟΣ")).toBe("οδος"); // final sigma
    expect(pyLower("Σ")).toBe("σ");
    expect(pyLower("ΣΑ")).toBe("σα");
    expect(pyLower("ΑΣ.")).toBe("ας.");
    expect(pyLower("Ａ")).toBe("ａ");
  });

  it("leaves characters newer than the pinned Unicode version alone, as that Python does", () => {
    // U+A7CB (Unicode 16) lower-cases to U+0264 in recent engines, not in Python 3.11.
    expect(pyLower("\ua7cb")).toBe("\ua7cb");
  });
});

describe("keepCodePoints", () => {
  it("keeps the characters a predicate accepts, astral ones whole", () => {
    expect(keepCodePoints("**Incorrect.**", isAlphaCodePoint)).toBe("Incorrect");
    expect(keepCodePoints("a𝒜1", isAlphaCodePoint)).toBe("a𝒜");
    expect(keepCodePoints("abc", isAlphaCodePoint)).toBe("abc");
    expect(keepCodePoints("", isAlphaCodePoint)).toBe("");
  });
});

// The generated tables against the Python on this machine, code point by code point.
describe.skipIf(!HAS_PYTHON)("the pinned tables against CPython (python3 on this machine)", () => {
  const info = HAS_PYTHON
    ? (JSON.parse(
        runPython([
          "-c",
          "import sys, unicodedata, json; print(json.dumps([sys.version.split()[0], unicodedata.unidata_version]))",
        ]),
      ) as [string, string])
    : ["", ""];
  const sameUnicode = UNICODE_TABLES_SOURCE.endsWith(`Unicode ${info[1]}`);

  it.skipIf(!sameUnicode)(
    "every code point's isalpha / isdigit / isalnum / isspace / isprintable / lower equals CPython's",
    () => {
      const script = `
import json, sys
props = {"alpha": str.isalpha, "digit": str.isdigit, "alnum": str.isalnum, "space": str.isspace, "printable": str.isprintable}
out = {}
for name, pred in props.items():
    out[name] = [cp for cp in range(0x110000) if pred(chr(cp))]
out["lower"] = {cp: chr(cp).lower() for cp in range(0x110000) if not 0xD800 <= cp < 0xE000 and chr(cp).lower() != chr(cp)}
json.dump(out, sys.stdout)
`;
      const py = JSON.parse(runPython(["-c", script])) as Record<
        "alpha" | "digit" | "alnum" | "space" | "printable",
        number[]
      > & {
        lower: Record<string, string>;
      };
      const predicates = {
        alpha: isAlphaCodePoint,
        digit: isDigitCodePoint,
        alnum: isAlnumCodePoint,
        space: isSpaceCodePoint,
        printable: isPrintableCodePoint,
      };
      for (const [name, predicate] of Object.entries(predicates) as [
        keyof typeof predicates,
        (cp: number) => boolean,
      ][]) {
        const ours: number[] = [];
        for (let cp = 0; cp < 0x110000; cp++) if (predicate(cp)) ours.push(cp);
        expect(ours, name).toEqual(py[name]);
      }
      const lowerDiffs: string[] = [];
      for (let cp = 0; cp < 0x110000; cp++) {
        if (cp >= 0xd800 && cp < 0xe000) continue;
        const ch = String.fromCodePoint(cp);
        const expected = py.lower[String(cp)] ?? ch;
        if (pyLower(ch) !== expected) lowerDiffs.push(cp.toString(16));
      }
      expect(lowerDiffs).toEqual([]);
    },
    60_000,
  );

  it("strips, lower-cases and filters sample strings exactly as CPython", () => {
    const samples = [
      "  ΟΔΟΣ ΣΑ  ",
      "\x1c İNCORRECT\x85",
      "\ufeffcorrect",
      "Step ３",
      "ＳＴＥＰ 3",
      "ǅ ǈ",
      "ᾼ",
      "ß",
      "ﬃ",
    ];
    const py = JSON.parse(
      runPython(
        [
          "-c",
          "import sys, json; s = json.load(sys.stdin); print(json.dumps([[x.strip(), x.lower(), ''.join(c for c in x if c.isalpha())] for x in s]))",
        ],
        JSON.stringify(samples),
      ),
    ) as [string, string, string][];
    samples.forEach((sample, i) => {
      expect(
        [pyStrip(sample), pyLower(sample), keepCodePoints(sample, isAlphaCodePoint)],
        JSON.stringify(sample),
      ).toEqual(py[i]);
    });
  });
});
