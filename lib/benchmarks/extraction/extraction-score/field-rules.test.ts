import { describe, expect, it } from "vitest";
import { checkRulePaths, compileFieldRules, MAX_FIELD_RULES, type FieldRules } from "./field-rules";
import type { ChemistryLookup, RuleContext } from "./field-rule-kinds";
import type { JsonObject, JsonValue } from "./types";

function rules(spec: unknown): FieldRules {
  const compiled = compileFieldRules(spec);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return compiled.rules;
}

function problems(spec: unknown) {
  const compiled = compileFieldRules(spec);
  if (compiled.ok) throw new Error("expected problems");
  return compiled.problems;
}

const OFF: RuleContext = { chemistry: null, truthParent: null, predictionParent: null };

/** The credit one rule (the only pattern, `x`) gives two values. */
function credit(rule: unknown, truth: JsonValue, prediction: JsonValue, context: RuleContext = OFF): number {
  return rules({ x: rule }).ruleAt("x").score(truth, prediction, context);
}

describe("compiling field rules", () => {
  it("no rules (undefined, null, {}) compare every path exactly, as Python's ==", () => {
    for (const spec of [undefined, null, {}]) {
      const none = rules(spec);
      expect(none.empty).toBe(true);
      expect(none.describe()).toEqual([]);
      const exact = none.ruleAt("a.b");
      expect(exact).toMatchObject({ name: "exact", atomic: false, skip: false });
      expect(exact.score(1, 1.0, OFF)).toBe(1);
      expect(exact.score(true, 1, OFF)).toBe(1);
      expect(exact.score("a", "A", OFF)).toBe(0);
    }
  });

  it("the first pattern in declared order that matches a path wins; an unmatched path gets exact", () => {
    const compiled = rules({ "**.name": "case-insensitive", "inputs.**": "whitespace", "**": "exact" });
    expect(compiled.ruleAt("inputs.m1.name").name).toBe("case-insensitive");
    expect(compiled.ruleAt("inputs.m1.notes").name).toBe("whitespace");
    expect(compiled.ruleAt("outcomes.[].yield").name).toBe("exact");
    expect(rules({ "inputs.**": "whitespace" }).ruleAt("outcomes").name).toBe("exact");
  });

  it("ruleAt gives the same rule object for a path asked twice (cached)", () => {
    const compiled = rules({ "**.name": "fuzzy" });
    expect(compiled.ruleAt("a.name")).toBe(compiled.ruleAt("a.name"));
  });

  it("describe lists the rules in order with their options resolved, and compiles back to the same rules", () => {
    const spec = {
      "**.mass": "quantity",
      "**.name": { rule: "fuzzy", threshold: 0.9 },
      "**.value": { rule: "molecule", typeFrom: "type", types: { NAME: "name", SMILES: "smiles" } },
      "**.formula": "formula",
      "**.yield": { rule: "number", absolute: 0.5 },
      "**.smiles": { rule: "molecule" },
    };
    const described = rules(spec).describe();
    expect(described).toEqual([
      { pattern: "**.mass", rule: "quantity", options: { relative: 1e-9 } },
      { pattern: "**.name", rule: "fuzzy", options: { threshold: 0.9 } },
      {
        pattern: "**.value",
        rule: "molecule",
        options: { typeFrom: "type", types: { NAME: "name", SMILES: "smiles" } },
      },
      { pattern: "**.formula", rule: "formula", options: {} },
      { pattern: "**.yield", rule: "number", options: { absolute: 0.5 } },
      { pattern: "**.smiles", rule: "molecule", options: { as: "auto" } },
    ]);
    expect(rules(described).describe()).toEqual(described);
  });
});

describe("string rules", () => {
  it("case-insensitive compares strings lower-cased, anything else exactly", () => {
    expect(credit("case-insensitive", "Ethanol", "ETHANOL")).toBe(1);
    expect(credit("case-insensitive", "Ethanol", "ethanol ")).toBe(0);
    expect(credit("case-insensitive", 1, 1.0)).toBe(1);
    expect(credit("case-insensitive", "1", 1)).toBe(0);
  });

  it("whitespace trims strings and reads inner runs of whitespace as one space; case still counts", () => {
    expect(credit("whitespace", "  sodium \t\n chloride ", "sodium chloride")).toBe(1);
    expect(credit("whitespace", "sodium chloride", "Sodium chloride")).toBe(0);
    expect(credit("whitespace", null, null)).toBe(1);
  });

  it("fuzzy without a threshold gives the normalized Levenshtein similarity as partial credit", () => {
    expect(credit("fuzzy", "kitten", "sitting")).toBeCloseTo(1 - 3 / 7, 12);
    expect(credit("fuzzy", "same", "same")).toBe(1);
    expect(credit("fuzzy", "", "")).toBe(1);
    expect(credit("fuzzy", "abc", "")).toBe(0);
    // Code points, as Python counts them: the emoji is one character.
    expect(credit("fuzzy", "😀a", "😀b")).toBe(0.5);
  });

  it("fuzzy with a threshold gives 1 at or above it, else 0", () => {
    expect(credit({ rule: "fuzzy", threshold: 0.8 }, "abcde", "abcdx")).toBe(1);
    expect(credit({ rule: "fuzzy", threshold: 0.81 }, "abcde", "abcdx")).toBe(0);
    expect(credit({ rule: "fuzzy", threshold: 0.5 }, "kitten", "sitting")).toBe(1);
    expect(credit({ rule: "fuzzy", threshold: 0.6 }, "kitten", "sitting")).toBe(0);
    expect(credit({ rule: "fuzzy", threshold: 1 }, "a", "a")).toBe(1);
  });

  it("fuzzy compares non-strings exactly", () => {
    expect(credit("fuzzy", 12, 12.0)).toBe(1);
    expect(credit("fuzzy", 12, 13)).toBe(0);
    expect(credit("fuzzy", "12", 12)).toBe(0);
  });
});

describe("number", () => {
  it("an absolute tolerance accepts |a - b| up to it", () => {
    expect(credit({ rule: "number", absolute: 0.01 }, 1.0, 1.005)).toBe(1);
    expect(credit({ rule: "number", absolute: 0.01 }, 1.0, 1.02)).toBe(0);
  });

  it("a relative tolerance scales with the larger magnitude", () => {
    expect(credit({ rule: "number", relative: 0.01 }, 100, 100.9)).toBe(1);
    expect(credit({ rule: "number", relative: 0.01 }, 100, 102)).toBe(0);
    expect(credit({ rule: "number", relative: 0.01 }, -100, -100.9)).toBe(1);
  });

  it("both tolerances: the larger allowance applies", () => {
    const rule = { rule: "number", absolute: 0.5, relative: 0.01 };
    expect(credit(rule, 1, 1.4)).toBe(1); // absolute allows it, relative would not
    expect(credit(rule, 1000, 1009)).toBe(1); // relative allows it, absolute would not
    expect(credit(rule, 1000, 1011)).toBe(0);
  });

  it("numeric strings read as numbers; big integers too; non-numbers compare exactly", () => {
    const rule = { rule: "number", absolute: 0.01 };
    expect(credit(rule, "1.06", 1.061)).toBe(1);
    expect(credit(rule, " 2e3 ", 2000)).toBe(1);
    expect(credit(rule, 9007199254740993n, 9007199254740992)).toBe(1);
    expect(credit(rule, "n/a", "n/a")).toBe(1);
    expect(credit(rule, "n/a", 0)).toBe(0);
    expect(credit(rule, true, 1)).toBe(1); // Python: True == 1
  });

  it("equal infinities are equal; NaN never is", () => {
    const rule = { rule: "number", relative: 0.5 };
    expect(credit(rule, Infinity, Infinity)).toBe(1);
    expect(credit(rule, Infinity, -Infinity)).toBe(0);
    expect(credit(rule, NaN, NaN)).toBe(0);
  });
});

describe("quantity", () => {
  it("a string with units equals an ORD object in another unit of the same dimension", () => {
    expect(credit("quantity", "743 mg", { value: 0.743, units: "GRAM" })).toBe(1);
    expect(credit("quantity", "1.06 g", "1060 mg")).toBe(1);
    expect(credit("quantity", { value: 743, units: "MILLIGRAM" }, { value: 0.743, units: "GRAM" })).toBe(1);
    expect(credit("quantity", "743 mg", "744 mg")).toBe(0);
  });

  it("reads temperatures with a degree sign, molarity, micro signs and ORD units in any case", () => {
    expect(credit("quantity", "25 °C", { value: 298.15, units: "KELVIN" })).toBe(1);
    expect(credit("quantity", "25°C", "77 degF")).toBe(1);
    expect(credit("quantity", "0.5 M", "500 mM")).toBe(1);
    expect(credit("quantity", "5 µL", "0.005 mL")).toBe(1);
    expect(credit("quantity", "2 h", { value: 120, units: "MINUTE" })).toBe(1);
    expect(credit("quantity", { value: 0.743, units: "gram" }, "743 mg")).toBe(1); // units as ord-v1 leaves them
    expect(credit("quantity", "1 atm", "1.01325 bar")).toBe(1);
  });

  it("different dimensions earn 0; so does one side without a readable quantity", () => {
    expect(credit("quantity", "25 °C", "25 g")).toBe(0);
    expect(credit("quantity", "743 mg", "743 mL")).toBe(0);
    expect(credit("quantity", "743 mg", "a pinch")).toBe(0);
    expect(credit("quantity", "743 mg", { value: 743, units: "SPOONFUL" })).toBe(0);
  });

  it("values that state no quantity on either side compare as written", () => {
    expect(credit("quantity", "a pinch", "a pinch")).toBe(1);
    expect(credit("quantity", 5, 5.0)).toBe(1);
  });

  it("tolerances: relative 1e-9 by default; absolute and relative in the canonical unit (GRAM, LITER...)", () => {
    expect(credit("quantity", "100 mg", "100.0001 mg")).toBe(0);
    expect(credit({ rule: "quantity", relative: 0.01 }, "100 mg", "100.9 mg")).toBe(1);
    expect(credit({ rule: "quantity", relative: 0.01 }, "100 mg", "102 mg")).toBe(0);
    expect(credit({ rule: "quantity", absolute: 0.001 }, "1 g", "1000.9 mg")).toBe(1);
    expect(credit({ rule: "quantity", absolute: 0.001 }, "1 g", "1002 mg")).toBe(0);
  });

  it("is atomic: an object at its path is compared as one leaf", () => {
    expect(rules({ "**.mass": "quantity" }).ruleAt("a.mass").atomic).toBe(true);
    expect(rules({ "**.mass": "fuzzy" }).ruleAt("a.mass").atomic).toBe(false);
  });
});

/** RDKit and OPSIN stand-ins: names and SMILES of propanol, and a formula reducer that knows a few. */
function fakeChemistry(): ChemistryLookup & { asked: [string, string][] } {
  const structures: Record<string, string> = { propanol: "CCCO", CCCO: "CCCO", OCCC: "CCCO", isopropanol: "CC(C)O" };
  const formulas: Record<string, string> = { "C2 Si": "SiC2", SiC2: "SiC2", "C Ca O3": "CaCO3", CaCO3: "CaCO3" };
  const asked: [string, string][] = [];
  return {
    asked,
    molecule(text, as) {
      asked.push([text, as]);
      if (text === "not-looked-up") return undefined;
      const smiles = structures[text];
      return smiles ? { ok: true, smiles } : { ok: false, reason: "unresolved" };
    },
    formula(text) {
      const formula = formulas[text];
      return formula ? { ok: true, formula } : { ok: false, reason: "not a formula" };
    },
  };
}

const on = (chemistry: ChemistryLookup, truthParent: JsonObject | null = null, predictionParent = truthParent) => ({
  chemistry,
  truthParent,
  predictionParent,
});

describe("molecule", () => {
  it("under chemistry, a name and a SMILES of one structure are equal", () => {
    const chemistry = fakeChemistry();
    expect(credit("molecule", "CCCO", "propanol", on(chemistry))).toBe(1);
    expect(credit("molecule", "OCCC", "CCCO", on(chemistry))).toBe(1);
    expect(credit("molecule", "CCCO", "isopropanol", on(chemistry))).toBe(0);
    expect(chemistry.asked).toContainEqual(["propanol", "auto"]);
  });

  it("unresolved (or not looked up) on either side: the texts compare exactly", () => {
    const chemistry = fakeChemistry();
    expect(credit("molecule", "unknownium", "unknownium", on(chemistry))).toBe(1);
    expect(credit("molecule", "unknownium", "propanol", on(chemistry))).toBe(0);
    expect(credit("molecule", "not-looked-up", "propanol", on(chemistry))).toBe(0);
  });

  it("with chemistry off, or for non-strings, values compare exactly", () => {
    expect(credit("molecule", "CCCO", "propanol")).toBe(0);
    expect(credit("molecule", "CCCO", "CCCO")).toBe(1);
    expect(credit("molecule", 5, 5, on(fakeChemistry()))).toBe(1);
  });

  it('"as" fixes how values are read', () => {
    const chemistry = fakeChemistry();
    credit({ rule: "molecule", as: "name" }, "propanol", "propanol ", on(chemistry));
    expect(chemistry.asked).toEqual([
      ["propanol", "name"],
      ["propanol ", "name"],
    ]);
  });

  it('"typeFrom" reads each side by its own sibling key; other types compare exactly', () => {
    const rule = rules({
      "**.identifiers[].value": { rule: "molecule", typeFrom: "type", types: { NAME: "name", SMILES: "smiles" } },
    }).ruleAt("inputs.m1.components.[].identifiers.[].value");
    const chemistry = fakeChemistry();
    const name = { type: "NAME", value: "propanol" };
    const smiles = { type: "SMILES", value: "CCCO" };
    const cas = { type: "CAS_NUMBER", value: "CCCO" };
    expect(rule.moleculeAs?.(name)).toBe("name");
    expect(rule.moleculeAs?.(smiles)).toBe("smiles");
    expect(rule.moleculeAs?.(cas)).toBeNull();
    expect(rule.moleculeAs?.(null)).toBeNull();
    expect(rule.score("CCCO", "propanol", on(chemistry, smiles, name))).toBe(1);
    expect(chemistry.asked).toEqual([
      ["CCCO", "smiles"],
      ["propanol", "name"],
    ]);
    expect(rule.score("CCCO", "propanol", on(chemistry, cas, name))).toBe(0);
    expect(rule.score("CCCO", "CCCO", on(chemistry, cas, smiles))).toBe(1);
  });

  it("types match case-insensitively, since ord-v1 lower-cases the sibling (NAME -> name)", () => {
    const rule = rules({ v: { rule: "molecule", typeFrom: "type", types: { NAME: "name" } } }).ruleAt("v");
    expect(rule.moleculeAs?.({ type: "name" })).toBe("name");
    expect(rule.moleculeAs?.({ type: " Name " })).toBe("name");
  });
});

describe("formula", () => {
  it("under chemistry, each side is reduced when it parses and kept as written when not", () => {
    const chemistry = fakeChemistry();
    expect(credit("formula", "SiC2", "C2 Si", on(chemistry))).toBe(1);
    expect(credit("formula", "CaCO3", "C Ca O3", on(chemistry))).toBe(1);
    // The book: "HCL" is no formula pymatgen reads, so it stays "HCL" and matches only itself.
    expect(credit("formula", "HCL", "HCL", on(chemistry))).toBe(1);
    expect(credit("formula", "HCL", "HCl", on(chemistry))).toBe(0);
  });

  it("with chemistry off, formulas compare exactly", () => {
    expect(credit("formula", "SiC2", "C2 Si")).toBe(0);
    expect(credit("formula", "SiC2", "SiC2")).toBe(1);
  });
});

describe("skip", () => {
  it("marks its paths as not scored", () => {
    const rule = rules({ "**.notes": "skip" }).ruleAt("inputs.notes");
    expect(rule).toMatchObject({ name: "skip", skip: true });
  });
});

describe("refusals name the offending key", () => {
  it("an unknown rule, by name or in an object", () => {
    expect(problems({ "**.name": "fuzy" })).toEqual([
      {
        key: 'fields["**.name"]',
        message: expect.stringMatching(/^"fuzy" is not a rule \(one of exact, case-insensitive, /),
      },
    ]);
    expect(problems({ "**.name": { rule: "levenshtein" } })[0]!.key).toBe('fields["**.name"].rule');
    expect(problems({ "**.name": { threshold: 0.5 } })).toEqual([
      { key: 'fields["**.name"].rule', message: expect.stringMatching(/^is missing/) },
    ]);
    expect(problems({ "**.name": 3 })).toEqual([
      { key: 'fields["**.name"]', message: expect.stringMatching(/^must be a rule's name or/) },
    ]);
  });

  it("an unknown option", () => {
    expect(problems({ "**.name": { rule: "fuzzy", treshold: 0.5 } })).toEqual([
      { key: 'fields["**.name"].treshold', message: "is not an option of fuzzy (it takes threshold)" },
    ]);
    expect(problems({ "**.name": { rule: "exact", strict: true } })).toEqual([
      { key: 'fields["**.name"].strict', message: "is not an option of exact (it takes none)" },
    ]);
  });

  it("bad option values", () => {
    for (const threshold of [0, 1.5, -1, "0.8", null])
      expect(problems({ "**.foo": { rule: "fuzzy", threshold } })).toEqual([
        { key: 'fields["**.foo"].threshold', message: "must be a number in (0, 1]" },
      ]);
    expect(problems({ "**.foo": { rule: "number", relative: -0.1 } })).toEqual([
      { key: 'fields["**.foo"].relative', message: "must be a number >= 0" },
    ]);
    expect(problems({ "**.foo": { rule: "quantity", absolute: "1 mg" } })).toEqual([
      { key: 'fields["**.foo"].absolute', message: "must be a number >= 0" },
    ]);
    expect(problems({ "**.foo": { rule: "molecule", as: "inchi" } })).toEqual([
      { key: 'fields["**.foo"].as', message: 'must be "smiles", "name" or "auto"' },
    ]);
  });

  it("number needs a tolerance", () => {
    expect(problems({ "**.yield": "number" })).toEqual([
      { key: 'fields["**.yield"]', message: expect.stringMatching(/^number needs "absolute" or "relative"/) },
    ]);
  });

  it("molecule: as and typeFrom exclude each other; typeFrom and types go together; types map to readings", () => {
    expect(problems({ v: { rule: "molecule", as: "name", typeFrom: "type", types: { NAME: "name" } } })).toEqual([
      { key: 'fields["v"].as', message: 'give either "as" or "typeFrom", not both' },
    ]);
    expect(problems({ v: { rule: "molecule", typeFrom: "type" } })).toEqual([
      { key: 'fields["v"].typeFrom', message: '"typeFrom" and "types" go together' },
    ]);
    expect(problems({ v: { rule: "molecule", typeFrom: "type", types: { NAME: "iupac" } } })).toEqual([
      { key: 'fields["v"].types["NAME"]', message: 'must be "smiles", "name" or "auto"' },
    ]);
    expect(problems({ v: { rule: "molecule", typeFrom: "type", types: {} } })[0]!.key).toBe('fields["v"].types');
  });

  it("a bad pattern", () => {
    expect(problems({ "inputs..name": "exact", "comp*": "exact" })).toEqual([
      { key: 'fields["inputs..name"]', message: expect.stringMatching(/^the pattern has an empty segment/) },
      { key: 'fields["comp*"]', message: expect.stringMatching(/^the pattern has "comp\*"/) },
    ]);
  });

  it("fields that are not an object, and too many rules", () => {
    expect(problems("exact")).toEqual([{ key: "fields", message: expect.stringMatching(/^must be an object/) }]);
    const many = Object.fromEntries(Array.from({ length: MAX_FIELD_RULES + 1 }, (_, index) => [`k${index}`, "exact"]));
    expect(problems(many)).toEqual([{ key: "fields", message: `declares more than ${MAX_FIELD_RULES} rules` }]);
  });

  it("every problem is reported, not only the first", () => {
    expect(problems({ a: "nope", b: { rule: "fuzzy", threshold: 7 }, "c..d": "exact" })).toHaveLength(3);
  });
});

describe("checkRulePaths", () => {
  const references: JsonObject[] = [
    { inputs: { m1: { components: [{ name: "water", amount: { mass: { value: 1, units: "GRAM" } } }] } } },
    { notes: { free: "text" }, outcomes: [{ yield: 0.5 }] },
  ];

  it("accepts rules whose patterns match leaves, or objects for atomic and skip rules", () => {
    const compiled = rules({
      "**.name": "fuzzy",
      "**.mass": "quantity",
      notes: "skip",
      "outcomes[].yield": { rule: "number", absolute: 1 },
    });
    expect(checkRulePaths(compiled, references)).toEqual([]);
  });

  it("a pattern that matches no field of the references is refused (an unknown path)", () => {
    expect(checkRulePaths(rules({ "**.nmae": "fuzzy" }), references)).toEqual([
      { key: 'fields["**.nmae"]', message: "matches no field of the references" },
    ]);
  });

  it("a non-atomic rule that matches only objects matches no field", () => {
    expect(checkRulePaths(rules({ "**.mass": "fuzzy" }), references)).toEqual([
      { key: 'fields["**.mass"]', message: "matches no field of the references" },
    ]);
  });

  it("a rule every path of which an earlier pattern takes first never applies, and is refused", () => {
    expect(checkRulePaths(rules({ "**": "whitespace", "**.name": "fuzzy" }), references)).toEqual([
      {
        key: 'fields["**.name"]',
        message:
          'never applies: every field it matches (such as inputs.m1.components.[].name) takes the rule of fields["**"] first',
      },
    ]);
  });

  it("no rules, no problems", () => {
    expect(checkRulePaths(rules({}), references)).toEqual([]);
  });

  it("a rule set with a bad entry still gives the rules that compiled, so their paths are checked in one pass", () => {
    const compiled = compileFieldRules({ "**.name": "fuzy", "**.nmae": "fuzzy" });
    if (compiled.ok) throw new Error("expected problems");
    expect(compiled.partial.describe().map((rule) => rule.pattern)).toEqual(["**.nmae"]);
    expect(checkRulePaths(compiled.partial, references)).toEqual([
      { key: 'fields["**.nmae"]', message: "matches no field of the references" },
    ]);
  });
});
