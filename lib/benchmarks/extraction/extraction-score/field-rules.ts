// A benchmark's per-field rules (`fields` in benchmark.json): field path patterns, each with the
// rule that compares the values at the paths it matches. The first pattern in declared order that
// matches a path wins; a path no pattern matches is compared exactly (Python's ==, as the book does).
import { compilePathPattern, LIST_ITEM, type PathPattern } from "./field-path-pattern";
import { EXACT_RULE, RULE_KINDS, RULE_NAMES, type CompiledFieldRule, type RuleOptions } from "./field-rule-kinds";
import { isJsonObject } from "./python-equality";
import type { FieldRuleDescription, JsonObject, JsonValue } from "./types";

export type { ChemistryLookup, CompiledFieldRule, MoleculeReading, RuleContext } from "./field-rule-kinds";

export interface FieldRuleEntry {
  /** How problems name it: `fields["**.value"]`. */
  key: string;
  pattern: PathPattern;
  rule: CompiledFieldRule;
  description: FieldRuleDescription;
}

export interface FieldRules {
  /** The rule for the values at a path (an object or list path too: skip and atomic rules apply there). */
  ruleAt(path: string): CompiledFieldRule;
  /** The rules in the order they are tried, options resolved (what the report lists and settings store). */
  describe(): FieldRuleDescription[];
  readonly entries: readonly FieldRuleEntry[];
  /** No rule declared: every path is compared exactly. */
  readonly empty: boolean;
}

export interface FieldRuleProblem {
  key: string;
  message: string;
}

export type FieldRulesResult =
  | { ok: true; rules: FieldRules }
  /** `partial`: the rules that did compile, so their paths can be checked in the same pass. */
  | { ok: false; problems: FieldRuleProblem[]; partial: FieldRules };

/** Rules one benchmark may declare: each pattern is tried on every distinct path. */
export const MAX_FIELD_RULES = 200;
/** Paths whose rule is remembered; past it (a prediction inventing keys), rules are found anew. */
const MAX_CACHED_PATHS = 100_000;

const fieldKey = (pattern: string) => `fields[${JSON.stringify(pattern)}]`;

/**
 * Reads benchmark.json's `fields` (`{"<pattern>": "<rule>" | {"rule": "<rule>", ...options}}`), or the
 * stored form `describe()` gives (`[{pattern, rule, options}]`, which keeps the order a JSON column may not).
 * Undefined or null is no rule.
 */
export function compileFieldRules(spec: unknown): FieldRulesResult {
  if (spec === undefined || spec === null) return { ok: true, rules: fieldRulesOf([]) };
  const declared = declaredRules(spec);
  if (!declared.ok) return { ...declared, partial: fieldRulesOf([]) };
  if (declared.rules.length > MAX_FIELD_RULES)
    return {
      ok: false,
      problems: [{ key: "fields", message: `declares more than ${MAX_FIELD_RULES} rules` }],
      partial: fieldRulesOf([]),
    };
  const problems: FieldRuleProblem[] = [];
  const entries: FieldRuleEntry[] = [];
  for (const { key, pattern: text, value } of declared.rules) {
    const pattern = compilePathPattern(text);
    if (!pattern.ok) problems.push({ key, message: `the pattern ${pattern.message}` });
    const rule = compileRule(key, value, problems);
    if (pattern.ok && rule)
      entries.push({
        key,
        pattern: pattern.pattern,
        rule: rule.rule,
        description: { pattern: text, ...rule.described },
      });
  }
  const rules = fieldRulesOf(entries);
  return problems.length > 0 ? { ok: false, problems, partial: rules } : { ok: true, rules };
}

type DeclaredRule = { key: string; pattern: string; value: unknown };

function declaredRules(
  spec: unknown,
): { ok: true; rules: DeclaredRule[] } | { ok: false; problems: FieldRuleProblem[] } {
  if (Array.isArray(spec)) {
    const rules: DeclaredRule[] = [];
    const problems: FieldRuleProblem[] = [];
    spec.forEach((item: unknown, index) => {
      const stored = item as Partial<FieldRuleDescription> | null;
      if (typeof stored?.pattern !== "string" || typeof stored.rule !== "string")
        problems.push({ key: `fields[${index}]`, message: "must be {pattern, rule, options}" });
      else {
        const options = isJsonObject(stored.options as JsonValue) ? stored.options : {};
        rules.push({
          key: fieldKey(stored.pattern),
          pattern: stored.pattern,
          value: { ...options, rule: stored.rule },
        });
      }
    });
    return problems.length > 0 ? { ok: false, problems } : { ok: true, rules };
  }
  if (typeof spec !== "object" || spec === null)
    return { ok: false, problems: [{ key: "fields", message: 'must be an object: {"<field pattern>": "<rule>"}' }] };
  return {
    ok: true,
    rules: Object.entries(spec).map(([pattern, value]) => ({
      key: fieldKey(pattern),
      pattern,
      value: value as unknown,
    })),
  };
}

function compileRule(
  key: string,
  value: unknown,
  problems: FieldRuleProblem[],
): { rule: CompiledFieldRule; described: { rule: string; options: RuleOptions } } | null {
  const known = `one of ${RULE_NAMES.join(", ")}`;
  let name: unknown;
  let options: RuleOptions = {};
  let nameKey = key;
  if (typeof value === "string") name = value;
  else if (isJsonObject(value as JsonValue)) {
    ({ rule: name, ...options } = value as RuleOptions);
    nameKey = `${key}.rule`;
    if (name === undefined) {
      problems.push({ key: nameKey, message: `is missing: the rule's name (${known})` });
      return null;
    }
  } else {
    problems.push({ key, message: `must be a rule's name or {"rule": "<name>", ...options} (${known})` });
    return null;
  }
  if (typeof name !== "string" || !Object.hasOwn(RULE_KINDS, name)) {
    problems.push({ key: nameKey, message: `${JSON.stringify(name)} is not a rule (${known})` });
    return null;
  }
  const kind = RULE_KINDS[name]!;
  const unknown = Object.keys(options).filter((option) => !kind.options.includes(option));
  for (const option of unknown)
    problems.push({
      key: `${key}.${option}`,
      message: `is not an option of ${name} (${kind.options.length > 0 ? `it takes ${kind.options.join(", ")}` : "it takes none"})`,
    });
  if (unknown.length > 0) return null;
  const built = kind.build(options);
  if (!built.ok) {
    for (const problem of built.problems)
      problems.push({ key: problem.option === null ? key : `${key}.${problem.option}`, message: problem.message });
    return null;
  }
  return { rule: built.rule, described: { rule: name, options: built.options } };
}

function fieldRulesOf(entries: FieldRuleEntry[]): FieldRules {
  const cache = new Map<string, CompiledFieldRule>();
  const find = (path: string) => entries.find((entry) => entry.pattern.matches(path))?.rule ?? EXACT_RULE;
  return {
    entries,
    empty: entries.length === 0,
    describe: () => entries.map((entry) => ({ ...entry.description, options: { ...entry.description.options } })),
    ruleAt(path) {
      if (entries.length === 0) return EXACT_RULE;
      const known = cache.get(path);
      if (known) return known;
      const rule = find(path);
      if (cache.size < MAX_CACHED_PATHS) cache.set(path, rule);
      return rule;
    },
  };
}

/** Every distinct path of the references: of leaves, and of objects and lists (where skip and atomic rules act). */
export function referencePaths(references: readonly JsonObject[]): { leaves: Set<string>; containers: Set<string> } {
  const leaves = new Set<string>();
  const containers = new Set<string>();
  const paths = new ChildPaths();
  const stack: [JsonValue, string][] = [];
  for (const reference of references) {
    stack.push([reference, ""]);
    while (stack.length > 0) {
      const [value, path] = stack.pop()!;
      if (Array.isArray(value)) {
        if (path !== "") containers.add(path);
        const itemPath = paths.join(path, LIST_ITEM);
        for (const item of value) stack.push([item, itemPath]);
      } else if (isJsonObject(value)) {
        if (path !== "") containers.add(path);
        for (const key of Object.keys(value)) stack.push([value[key]!, paths.join(path, key)]);
      } else leaves.add(path);
    }
  }
  return { leaves, containers };
}

/** References repeat one schema: each (parent, key) path is built once, not once per node. */
class ChildPaths {
  private readonly children = new Map<string, Map<string, string>>();

  join(parent: string, key: string): string {
    let children = this.children.get(parent);
    if (!children) this.children.set(parent, (children = new Map()));
    let path = children.get(key);
    if (path === undefined) children.set(key, (path = parent === "" ? key : `${parent}.${key}`));
    return path;
  }
}

/**
 * Rules that would change nothing on these references: a pattern that matches none of their paths
 * (an unknown path), or whose every path an earlier pattern takes first.
 */
export function checkRulePaths(rules: FieldRules, references: readonly JsonObject[]): FieldRuleProblem[] {
  if (rules.empty) return [];
  const { leaves, containers } = referencePaths(references);
  const problems: FieldRuleProblem[] = [];
  for (const entry of rules.entries) {
    const { rule } = entry;
    const candidates = rule.skip || rule.atomic ? [...leaves, ...containers] : [...leaves];
    const matched = candidates.filter((path) => entry.pattern.matches(path));
    if (matched.length === 0) {
      problems.push({ key: entry.key, message: "matches no field of the references" });
      continue;
    }
    const winner = (path: string) => rules.entries.find((other) => other.pattern.matches(path))!;
    if (matched.some((path) => winner(path) === entry)) continue;
    problems.push({
      key: entry.key,
      message: `never applies: every field it matches (such as ${matched[0]}) takes the rule of ${winner(matched[0]!).key} first`,
    });
  }
  return problems;
}
