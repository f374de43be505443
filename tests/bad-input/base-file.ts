// The valid file the corpus alters: ten records of the shared "small" fixture (physics and
// coding; every outcome, verdicts that count and verdicts that do not), small enough that
// scoring and storing it takes milliseconds.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FIXTURES_DIR } from "../helpers/shared-data";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Results = Record<string, JsonObject[]>;

/** Indices into the small fixture: physics tp, fn, fp, TARGET (tn, step and reason earned), tn without reason, tn without step; coding tp, fp, tn, tn. */
const PICKED = { physics: [0, 4, 6, 10, 2, 1], coding: [6, 0, 1, 25] } as const;

/** The record the field-by-field cases alter: incorrect, found at the right step (2), verdict "correct". */
export const TARGET = { subject: "physics", index: 3 } as const;

let small: Results | null = null;

/** A fresh copy of the base file (callers may change it). */
export function baseResults(): Results {
  small ??= JSON.parse(
    readFileSync(path.join(FIXTURES_DIR, "small_0shot_cot_True_scored_eval_results.json"), "utf8"),
  ) as Results;
  const source = small;
  return structuredClone(
    Object.fromEntries(
      Object.entries(PICKED).map(([subject, indices]) => [subject, indices.map((i) => source[subject]![i]!)]),
    ),
  );
}

export const jsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
export const baseBytes = (): Buffer => jsonBytes(baseResults());
export const baseGzip = (): Buffer => gzipSync(baseBytes());

export function targetRecord(results: Results): JsonObject {
  return results[TARGET.subject]![TARGET.index]!;
}

/** The base file with the target record's field at `path` set to `value` (undefined: removed). */
export function withTargetField(path: readonly string[], value: Json | undefined): Results {
  const results = baseResults();
  let object = targetRecord(results);
  for (const key of path.slice(0, -1)) object = object[key] as JsonObject;
  const last = path[path.length - 1]!;
  if (value === undefined) delete object[last];
  // defineProperty: a "__proto__" key must become an own field, as JSON.parse makes it.
  else Object.defineProperty(object, last, { value, enumerable: true, writable: true, configurable: true });
  return results;
}

/** The base file as the first stage writes it: no judge verdicts, no review flags. */
export function firstStageResults(): Results {
  const results = baseResults();
  for (const records of Object.values(results))
    for (const record of records) {
      delete record.Need_Error_Reason_Review;
      delete record.Error_Reason_Correctness_Analysis;
    }
  return results;
}
