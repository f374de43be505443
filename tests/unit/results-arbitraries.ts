// Generated benchmarks and results files for the scorer's property-based tests: small, built from
// the answers, steps and verdicts that reach every rule and quirk of the official scorer.
import fc from "fast-check";
import type { TruthItem } from "@/lib/benchmarks/mrben/mr-score";

type ResultsRecord = Record<string, unknown>;
export type ResultsFile = Record<string, ResultsRecord[]>;
export interface Scenario {
  truth: TruthItem[];
  results: ResultsFile;
}

const SUBJECT_POOL = ["math", "physics", "coding", "logic"] as const;
const SAID = [
  " correct\n",
  " incorrect\n",
  "**Incorrect.**",
  " The solution is incorrect\n",
  " İNCORRECT\n",
  "",
  " Correct.\n",
];
const STEPS = [
  " Step 1.\n",
  " Step 2\n",
  "**Step 3**",
  "step 30",
  " Step 31.\n",
  " 2\n",
  "1",
  "３",
  " N/A\n",
  "",
  "Step-2",
];
const VERDICTS = ["correct", "Correct", "Incorrect", "Wrong", "ERROR_PARSING", "**Wrong**"];

const itemSpec = (coding: boolean) =>
  fc.record({
    questionUuid: fc.constantFrom("q1", "q2", "q3"),
    sampledModel: fc.constantFrom("GPT4", "Claude2"),
    steps: coding
      ? fc.constantFrom<unknown>("def f():\n    return 1", "x = 1")
      : fc.array(fc.constantFrom("Step 1: a", "Step 2: b", "Step 3: c"), { minLength: 1, maxLength: 3 }),
    correct: fc.boolean(),
    firstErrorStep: coding ? fc.constantFrom("1", "2", "") : fc.constantFrom("1", "2", "3", "30", "31"),
  });

const recordSpec = fc.record({
  /** Which truth item the record answers (modulo their count), or an unknown solution. */
  item: fc.oneof({ weight: 5, arbitrary: fc.nat() }, fc.constant(null)),
  said: fc.constantFrom(...SAID),
  step: fc.constantFrom(...STEPS),
  reason: fc.constantFrom(" wrong formula", " N/A"),
  /** undefined: no Error_Reason_Correctness_Analysis; a number: a malformed one. */
  verdict: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...VERDICTS) }, fc.constant(undefined), fc.constant(42)),
  judge: fc.constantFrom("gpt-4-turbo-2024-04-09", "claude-judge"),
  reviewFlag: fc.constantFrom(undefined, true, false),
  rawMatches: fc.boolean(),
  tamperTruth: fc.boolean(),
});
type RecordSpec = typeof recordSpec extends fc.Arbitrary<infer T> ? T : never;

function buildRecord(spec: RecordSpec, subject: string, item: TruthItem | null): ResultsRecord {
  const said = spec.said;
  const raw = spec.rawMatches
    ? `Analysis...\nSolution Correctness:${said}First Error Step:${spec.step}Error Reason:${spec.reason}`
    : "The model rambled.";
  const truthCorrectness = item?.correctness ?? "incorrect";
  const record: ResultsRecord = {
    Question_UUID: item?.questionUuid ?? "unknown-question",
    Subject: subject,
    Sampled_Model: item?.sampledModel ?? "GPT4",
    Model_Solution_Steps: structuredClone(item?.steps ?? ["Step 1: not in the benchmark"]),
    Model_Solution_Correctness: spec.tamperTruth
      ? truthCorrectness === "correct"
        ? "incorrect"
        : "correct"
      : truthCorrectness,
    Model_Solution_First_Error_Step: spec.tamperTruth ? "7" : (item?.firstErrorStep ?? "1"),
    Evaluation_Result: {
      evaluated_model: "generated",
      evaluation_raw_response: raw,
      solution_correctness: said,
      first_error_step: spec.step,
      error_reason: spec.reason,
    },
  };
  if (spec.reviewFlag !== undefined) record.Need_Error_Reason_Review = spec.reviewFlag;
  if (spec.verdict !== undefined)
    record.Error_Reason_Correctness_Analysis = {
      scoring_model: spec.judge,
      scoring_raw_response: "...",
      error_reason_correctness: spec.verdict,
    };
  return record;
}

/** A benchmark of 1-3 subjects (a few items each, twins by question and model included) and a results file for it. */
export const scenario: fc.Arbitrary<Scenario> = fc
  .uniqueArray(fc.constantFrom(...SUBJECT_POOL), { minLength: 1, maxLength: 3 })
  .chain((subjects) =>
    fc.tuple(
      ...subjects.map((subject) =>
        fc.record({
          subject: fc.constant(subject),
          items: fc.array(itemSpec(subject === "coding"), { minLength: 1, maxLength: 6 }),
          records: fc.array(recordSpec, { maxLength: 8 }),
        }),
      ),
    ),
  )
  .map((parts) => {
    const truth: TruthItem[] = [];
    const results: ResultsFile = {};
    for (const { subject, items, records } of parts) {
      const own: TruthItem[] = [];
      for (const spec of items) {
        const item: TruthItem = {
          subject,
          questionUuid: spec.questionUuid,
          sampledModel: spec.sampledModel,
          steps: spec.steps,
          correctness: spec.correct ? "correct" : "incorrect",
          firstErrorStep: spec.correct ? "N/A" : spec.firstErrorStep,
        };
        // One item per identity, as the benchmark has.
        if (!own.some((other) => identity(other) === identity(item))) own.push(item);
      }
      truth.push(...own);
      results[subject] = records.map((spec) =>
        buildRecord(spec, subject, spec.item === null ? null : own[spec.item % own.length]!),
      );
    }
    return { truth, results };
  });

/** The identity of an item or record as the benchmark defines it, steps compared as canonical JSON. */
export function identity(item: {
  subject: string;
  questionUuid: string;
  sampledModel: string;
  steps: unknown;
}): string {
  return JSON.stringify([item.subject, item.questionUuid, item.sampledModel, sortedJson(item.steps)]);
}

/** JSON with object keys sorted: the reference the matcher's canonical form is checked against. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson(object[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A deterministic shuffle (mulberry32 from `seed`), so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every field path of a results record, and two prototype keys: where the fuzzers put hostile values. */
export const RECORD_FIELD_PATHS = [
  ["Question_UUID"],
  ["Sampled_Model"],
  ["Model_Solution_Steps"],
  ["Model_Solution_Correctness"],
  ["Model_Solution_First_Error_Step"],
  ["Evaluation_Result"],
  ["Evaluation_Result", "solution_correctness"],
  ["Evaluation_Result", "first_error_step"],
  ["Evaluation_Result", "error_reason"],
  ["Evaluation_Result", "evaluation_raw_response"],
  ["Need_Error_Reason_Review"],
  ["Error_Reason_Correctness_Analysis"],
  ["Error_Reason_Correctness_Analysis", "error_reason_correctness"],
  ["Error_Reason_Correctness_Analysis", "scoring_model"],
  ["__proto__"],
  ["constructor"],
] as const;
