// A predictions file as submitters have them: JSON Lines or a JSON array of {"id", "prediction"},
// the book's per-shot object {"predictions": [...]} (aligned by position), or the book's whole
// results file {"0-shot": {...}, "1-shot": {...}}, from which the uploaded shot is taken.
import { isJsonObject } from "./python-equality";
import { parsePythonJson } from "./python-json";
import type { ExtractionPrediction, JsonValue } from "./types";

/** More predictions than this in one file is refused. */
export const MAX_PREDICTIONS = 100_000;
const MAX_ID_LENGTH = 200;

export type PredictionsLayout = "id-lines" | "id-array" | "book-shot" | "book-file";

export type PredictionsFileErrorCode =
  | "empty"
  | "invalid-json"
  | "unknown-layout"
  | "missing-shot"
  | "invalid-prediction"
  | "no-predictions"
  | "too-many-predictions";

export type PredictionsFileResult =
  | {
      ok: true;
      predictions: ExtractionPrediction[];
      layout: PredictionsLayout;
      /** The file's own references (the book's layouts), to report tampering; never scored against. */
      submittedReferences: string[] | null;
    }
  | { ok: false; error: { code: PredictionsFileErrorCode; message: string } };

const fail = (code: PredictionsFileErrorCode, message: string): PredictionsFileResult => ({
  ok: false,
  error: { code, message },
});

export function readPredictionsFile({ text, shots }: { text: string; shots: 0 | 1 }): PredictionsFileResult {
  // Untrimmed, so that the line and column of a problem are the file's own.
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trim() === "") return fail("empty", "The file is empty.");
  const whole = parsePythonJson({ text: body });
  if (!whole.ok) {
    // JSON Lines only when the first line is JSON by itself: a pretty-printed file cut short is
    // better reported where the whole-file reader stopped than as "line 1 is not JSON".
    if (firstLineIsJson(body)) return readLines(body);
    return fail("invalid-json", `The file is not JSON (nor JSON Lines): ${whole.message}.`);
  }
  const value = whole.value;
  if (Array.isArray(value)) return fromIdRecords(value, "id-array", (index) => `item ${index}`);
  if (!isJsonObject(value))
    return fail("unknown-layout", "The file holds a single value that is neither an object nor an array.");
  const shotKey = `${shots}-shot`;
  if (Object.hasOwn(value, "0-shot") || Object.hasOwn(value, "1-shot")) {
    const shot = value[shotKey];
    if (!isJsonObject(shot))
      return fail(
        "missing-shot",
        `The file has results for ${Object.keys(value)
          .filter((key) => /^\d+-shot$/.test(key))
          .join(" and ")} but none for ${shotKey}, the setting it was uploaded as.`,
      );
    return fromBookShot(shot, "book-file", `"${shotKey}".`);
  }
  if (Object.hasOwn(value, "predictions")) return fromBookShot(value, "book-shot", "");
  if (Object.hasOwn(value, "id") && Object.hasOwn(value, "prediction"))
    return fromIdRecords([value], "id-lines", () => "line 1");
  return fail(
    "unknown-layout",
    'The file is none of the accepted layouts: JSON Lines of {"id", "prediction"}, a JSON array of them, {"predictions": [...]}, or {"0-shot": ..., "1-shot": ...}.',
  );
}

function firstLineIsJson(body: string): boolean {
  const first = body.split("\n").find((line) => line.trim() !== "");
  return first !== undefined && parsePythonJson({ text: first }).ok;
}

function readLines(body: string): PredictionsFileResult {
  const records: JsonValue[] = [];
  const lineNumbers: number[] = [];
  const lines = body.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === "") continue;
    if (records.length >= MAX_PREDICTIONS) return tooMany();
    const parsed = parsePythonJson({ text: line });
    if (!parsed.ok) {
      // The reader counts lines within the one line it was given: say the column only.
      const reason = parsed.message.replace(/ at line \d+ column \d+ \(char \d+\)$/, "");
      return fail("invalid-json", `Line ${index + 1} is not JSON: ${reason} at column ${parsed.offset + 1}.`);
    }
    records.push(parsed.value);
    lineNumbers.push(index + 1);
  }
  return fromIdRecords(records, "id-lines", (index) => `line ${lineNumbers[index]}`);
}

function fromIdRecords(
  records: JsonValue[],
  layout: PredictionsLayout,
  where: (index: number) => string,
): PredictionsFileResult {
  if (records.length === 0) return fail("no-predictions", "The file holds no prediction.");
  if (records.length > MAX_PREDICTIONS) return tooMany();
  const predictions: ExtractionPrediction[] = [];
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    if (!isJsonObject(record))
      return fail("invalid-prediction", `${capitalize(where(index))} is not an object {"id", "prediction"}.`);
    const { id, prediction } = record;
    if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID_LENGTH)
      return fail(
        "invalid-prediction",
        `${capitalize(where(index))}: "id" must be a reference's id (text of 1 to ${MAX_ID_LENGTH} characters).`,
      );
    if (typeof prediction !== "string")
      return fail("invalid-prediction", `${capitalize(where(index))}: "prediction" must be the model's text.`);
    predictions.push({ id, text: prediction });
  }
  return { ok: true, predictions, layout, submittedReferences: null };
}

function fromBookShot(
  shot: { [key: string]: JsonValue },
  layout: PredictionsLayout,
  inside: string,
): PredictionsFileResult {
  const { predictions, references } = shot;
  const where = inside ? ` in ${inside.replace(/\.$/, "")}` : "";
  if (!Array.isArray(predictions)) return fail("unknown-layout", `"predictions"${where} must be a list of texts.`);
  if (predictions.length === 0) return fail("no-predictions", `"predictions"${where} is empty.`);
  if (predictions.length > MAX_PREDICTIONS) return tooMany();
  const bad = predictions.findIndex((prediction) => typeof prediction !== "string");
  if (bad !== -1)
    return fail("invalid-prediction", `Prediction ${bad}${where} is not text: the model's output must be a string.`);
  const submitted =
    Array.isArray(references) && references.every((reference) => typeof reference === "string")
      ? (references as string[])
      : null;
  return {
    ok: true,
    predictions: (predictions as string[]).map((text) => ({ id: null, text })),
    layout,
    submittedReferences: submitted,
  };
}

function tooMany(): PredictionsFileResult {
  return fail("too-many-predictions", `The file holds more than ${MAX_PREDICTIONS} predictions.`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
