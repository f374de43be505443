// Parses and validates ONE official MR-Ben data file (e.g. biology.json: question key ->
// solutions) into items shaped for scoring (a TruthItem) and for storing. Pure: no I/O.
import { canonicalJson } from "@/lib/benchmarks/mrben/mr-score";

export type DatasetProblem = {
  /** The data file, e.g. "physics.json". */
  file: string;
  /** The solution: question key and index, plus Question_UUID / Sampled_Model when readable; null for the file itself. */
  record: string | null;
  /** The field at fault, or null. */
  field: string | null;
  /** A full sentence naming file, record and field. */
  message: string;
};

export type DatasetItem = {
  subject: string;
  /** The key the file lists the solution under (not always its Question_UUID). */
  datasetKey: string;
  /** 0-based position of the solution in the file (keys in order, solutions in order). */
  position: number;
  questionUuid: string;
  sampledModel: string;
  steps: string[] | string;
  /** canonicalJson(steps): the importer stores sha256(stepsKey); the scorer matches on it. */
  stepsKey: string;
  correctness: "correct" | "incorrect";
  firstErrorStep: string;
  question: string;
  options: unknown | null;
  errorReason: unknown | null;
  rectifiedFirstErrorStep: unknown | null;
  /** The record's own Subject label, e.g. "college_math". */
  originalSubject: string;
  /** Every other field of the record, verbatim. */
  extra: Record<string, unknown>;
};

export type ParseDatasetResult = { ok: true; items: DatasetItem[] } | { ok: false; problems: DatasetProblem[] };

/** Problems listed per file; one more line says how many were left out. */
const MAX_DATASET_PROBLEMS = 1000;

const KNOWN_FIELDS = new Set([
  "Question_UUID",
  "Sampled_Model",
  "Question",
  "Subject",
  "Options",
  "Model_Solution_Steps",
  "Model_Solution_Correctness",
  "Model_Solution_First_Error_Step",
  "Model_Solution_Error_Reason",
  "Model_Solution_Rectified_First_Error_Step",
]);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const own = (object: JsonObject, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);
const typeName = (value: unknown): string =>
  value === undefined ? "missing" : value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;

export function parseDatasetFile({
  subject,
  fileName,
  data,
}: {
  /** The subject file key: biology, math, physics, medicine, coding, chemistry or logic. */
  subject: string;
  fileName: string;
  data: unknown;
}): ParseDatasetResult {
  const problems: DatasetProblem[] = [];
  let omitted = 0;
  const report = (record: string | null, field: string | null, message: string) => {
    if (problems.length >= MAX_DATASET_PROBLEMS) {
      omitted++;
      return;
    }
    const where = [fileName, record, field].filter((part) => part !== null).join(", ");
    problems.push({ file: fileName, record, field, message: `${where}: ${message}` });
  };

  if (!isObject(data)) {
    report(null, null, `expected an object mapping question keys to arrays of solutions, got ${typeName(data)}`);
    return { ok: false, problems };
  }

  const items: DatasetItem[] = [];
  const firstByIdentity = new Map<string, string>();
  let position = 0;
  for (const [datasetKey, solutions] of Object.entries(data)) {
    if (!Array.isArray(solutions)) {
      report(
        `question ${JSON.stringify(datasetKey)}`,
        null,
        `expected an array of solutions, got ${typeName(solutions)}`,
      );
      continue;
    }
    solutions.forEach((solution: unknown, solutionIndex: number) => {
      const itemPosition = position++;
      let record = `question ${JSON.stringify(datasetKey)} solution ${solutionIndex}`;
      if (!isObject(solution)) {
        report(record, null, `expected a solution object, got ${typeName(solution)}`);
        return;
      }
      const uuid = own(solution, "Question_UUID");
      const model = own(solution, "Sampled_Model");
      if (typeof uuid === "string" || typeof model === "string")
        record += ` (${[
          typeof uuid === "string" ? `Question_UUID ${uuid}` : null,
          typeof model === "string" ? `Sampled_Model ${model}` : null,
        ]
          .filter(Boolean)
          .join(", ")})`;
      const before = problems.length + omitted;
      const requireString = (field: string): string => {
        const value = own(solution, field);
        if (typeof value !== "string") report(record, field, `expected a string, got ${typeName(value)}`);
        return typeof value === "string" ? value : "";
      };

      const questionUuid = requireString("Question_UUID");
      const sampledModel = requireString("Sampled_Model");
      const question = requireString("Question");
      const originalSubject = requireString("Subject");
      const firstErrorStep = requireString("Model_Solution_First_Error_Step");
      const correctness = own(solution, "Model_Solution_Correctness");
      if (correctness !== "correct" && correctness !== "incorrect")
        report(
          record,
          "Model_Solution_Correctness",
          `expected exactly "correct" or "incorrect", got ${typeof correctness === "string" ? JSON.stringify(correctness) : typeName(correctness)}`,
        );
      const steps = own(solution, "Model_Solution_Steps");
      const stepsOk =
        typeof steps === "string" ||
        (subject !== "coding" && Array.isArray(steps) && steps.every((step) => typeof step === "string"));
      if (!stepsOk)
        report(
          record,
          "Model_Solution_Steps",
          subject === "coding"
            ? `expected the code as a string, got ${typeName(steps)}`
            : `expected an array of strings or a string, got ${Array.isArray(steps) ? "an array with non-string entries" : typeName(steps)}`,
        );
      if (problems.length + omitted > before) return;

      const stepsKey = canonicalJson(steps);
      const identity = canonicalJson([questionUuid, sampledModel, stepsKey]);
      const first = firstByIdentity.get(identity);
      if (first !== undefined) {
        report(
          record,
          null,
          `duplicate solution: same Question_UUID, Sampled_Model and Model_Solution_Steps as ${first}`,
        );
        return;
      }
      firstByIdentity.set(identity, record);

      const extra: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(solution)) if (!KNOWN_FIELDS.has(field)) extra[field] = value;
      items.push({
        subject,
        datasetKey,
        position: itemPosition,
        questionUuid,
        sampledModel,
        steps: steps as string[] | string,
        stepsKey,
        correctness: correctness as "correct" | "incorrect",
        firstErrorStep,
        question,
        options: own(solution, "Options") ?? null,
        errorReason: own(solution, "Model_Solution_Error_Reason") ?? null,
        rectifiedFirstErrorStep: own(solution, "Model_Solution_Rectified_First_Error_Step") ?? null,
        originalSubject,
        extra,
      });
    });
  }
  if (omitted > 0)
    problems.push({
      file: fileName,
      record: null,
      field: null,
      message: `${fileName}: ...and ${omitted} more problems`,
    });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items };
}
