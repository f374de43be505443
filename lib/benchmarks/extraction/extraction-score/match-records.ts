// Optimal matching of a file's predictions to its references, as the scorer asks for it: the
// pair credit is the list mode's correct items, its cheap upper bound the two records' shared leaf
// tokens under the field rules, and a declared record key (when the benchmark names one) narrows the
// pairs to those with equal keys.
import type { FieldRules } from "./field-rules";
import { solveOptimalMatching, type OptimalMatchingResult } from "./optimal-matching";
import { jsonText } from "./json-text";
import { isJsonObject } from "./python-equality";
import { ANY_VALUE, pythonEqualityKey, recordTokens, type LeafKey, type PathTreatment } from "./record-tokens";
import type { JsonObject, JsonValue, ListMode } from "./types";

export interface RecordMatchingInput {
  truths: readonly JsonObject[];
  /** Each prediction's value as scored; null for one that did not parse (never matched). */
  predictions: readonly (JsonObject | null)[];
  /** Reference -> its aligned prediction, or null. */
  aligned: readonly (number | null)[];
  lists: ListMode;
  rules: FieldRules;
  /** The credit of a pair (what scoring counts as its correct items). */
  credit: (truth: JsonObject, prediction: JsonObject) => number;
  /** A field path whose value names a record: only pairs with equal values there are considered. */
  recordKey?: string;
  maxScoredPairs?: number;
}

export function matchRecords(input: RecordMatchingInput): OptimalMatchingResult {
  const { truths, predictions, aligned, lists, rules, credit, recordKey } = input;
  const { leafKey, treatment } = tokenRules(rules);
  const tokens = (value: JsonObject) => recordTokens({ value, lists, leafKey, treatment });
  const keyOf = (value: JsonObject | null) => (value && recordKey !== undefined ? keyAt(value, recordKey) : null);
  // Equal records (a reference given twice, predictions that say the same) earn the same credit: they
  // are matched as groups, each pair of groups scored once.
  return solveOptimalMatching({
    aligned,
    columns: predictions.length,
    usable: (column) => predictions[column] !== null,
    credit: (row, column) => credit(truths[row]!, predictions[column]!),
    rowClass: classesOf(truths),
    columnClass: classesOf(predictions),
    bounds: {
      row: (row) => tokens(truths[row]!),
      column: (column) => tokens(predictions[column]!),
      combine: lists === "book" ? "product" : "min",
    },
    keys:
      recordKey === undefined
        ? null
        : { rows: truths.map(keyOf), columns: predictions.map((prediction) => keyOf(prediction)) },
    maxScoredPairs: input.maxScoredPairs,
  });
}

/** Per record, a number shared by the records with the same JSON text (0 for none: a prediction that did not parse). */
function classesOf(records: readonly (JsonObject | null)[]): number[] {
  const first = new Map<string, number>();
  return records.map((record) => {
    if (record === null) return 0;
    const text = jsonText({ value: record });
    let index = first.get(text);
    if (index === undefined) first.set(text, (index = first.size + 1));
    return index;
  });
}

/**
 * How a leaf's token is made under the rules: an exact leaf by its value under Python's ==; a leaf whose
 * rule may give credit to values that differ (case, whitespace, fuzzy, tolerances, chemistry) by its path
 * alone; skipped paths by nothing.
 */
function tokenRules(rules: FieldRules): { leafKey: LeafKey; treatment: PathTreatment } {
  return {
    leafKey: (path, value) => (rules.ruleAt(path).name === "exact" ? pythonEqualityKey(value) : ANY_VALUE),
    treatment: (path) => {
      const rule = rules.ruleAt(path);
      return rule.skip ? "skip" : rule.atomic ? "leaf" : "walk";
    },
  };
}

/** The value at a plain path (keys joined by "."), as Python's == tells values apart; null when absent or not a value. */
function keyAt(record: JsonObject, path: string): string | null {
  let value: JsonValue = record;
  for (const key of path.split(".")) {
    if (!isJsonObject(value) || !Object.hasOwn(value, key)) return null;
    value = value[key]!;
  }
  return Array.isArray(value) || isJsonObject(value) ? null : pythonEqualityKey(value);
}
