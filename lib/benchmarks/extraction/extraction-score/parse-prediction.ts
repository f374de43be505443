// A model's answer to the JSON it holds, as the reference scorer reads it: Python's json.loads of
// the text from the first "{" to the last "}".
import { parsePythonJson } from "./python-json";
import { isJsonObject } from "./python-equality";
import type { JsonObject } from "./types";

export type ParsedPrediction =
  { ok: true; value: JsonObject } | { ok: false; parse: "no-object" | "invalid-json"; detail: string };

export function parsePrediction({ text }: { text: string }): ParsedPrediction {
  const first = text.indexOf("{");
  const last = text.lastIndexOf("}");
  if (first === -1 || last === -1)
    return { ok: false, parse: "no-object", detail: `The text has no ${first === -1 ? '"{"' : '"}"'}.` };
  // After the last "}" comes before the first "{", Python's slice is empty, and so not JSON.
  const slice = last < first ? "" : text.slice(first, last + 1);
  const parsed = parsePythonJson({ text: slice });
  if (!parsed.ok)
    return {
      ok: false,
      parse: "invalid-json",
      detail: `Not JSON from the first "{" (character ${first}) to the last "}": ${parsed.message}.`,
    };
  if (!isJsonObject(parsed.value)) return { ok: false, parse: "invalid-json", detail: "The JSON is not an object." };
  return { ok: true, value: parsed.value };
}
