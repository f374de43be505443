// An extraction benchmark's references as JSON Lines: {"id": "...", "reference": {...}} per line
// (the reference may also be a JSON string holding the object, as the book stores them). Every
// problem is named by its line; nothing is accepted unless all of it is valid.
import { isJsonObject } from "./python-equality";
import { parsePythonJson } from "./python-json";
import type { ExtractionReference } from "./types";

export const MAX_REFERENCE_ID_LENGTH = 200;
/** Problems kept per file; the total is always given. */
export const MAX_REFERENCE_PROBLEMS = 50;

export type ReferencesFileResult =
  | { ok: true; references: ExtractionReference[] }
  | { ok: false; problems: { line: number; message: string }[]; total: number };

export function readReferencesJsonl({ text }: { text: string }): ReferencesFileResult {
  const references: ExtractionReference[] = [];
  const problems: { line: number; message: string }[] = [];
  let total = 0;
  const problem = (line: number, message: string) => {
    total++;
    if (problems.length < MAX_REFERENCE_PROBLEMS) problems.push({ line, message });
  };
  const firstLine = new Map<string, number>();
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const parsed = parsePythonJson({ text: raw });
    if (!parsed.ok) return problem(line, `not JSON: ${withinLine(parsed)}`);
    if (!isJsonObject(parsed.value)) return problem(line, 'not an object {"id", "reference"}');
    const { id, reference } = parsed.value;
    if (typeof id !== "string" || id.length === 0 || id.length > MAX_REFERENCE_ID_LENGTH)
      return problem(line, `"id" must be text of 1 to ${MAX_REFERENCE_ID_LENGTH} characters`);
    const seen = firstLine.get(id);
    if (seen !== undefined) return problem(line, `the id ${JSON.stringify(id)} was given on line ${seen} already`);
    firstLine.set(id, line);
    let value = reference;
    if (typeof value === "string") {
      const inner = parsePythonJson({ text: value });
      if (!inner.ok) return problem(line, `"reference" is text but not JSON: ${inner.message}`);
      value = inner.value;
    }
    if (!isJsonObject(value)) return problem(line, '"reference" must be a JSON object');
    references.push({ id, reference: value });
  });
  if (total === 0 && references.length === 0) problem(1, "the file holds no reference");
  return total > 0 ? { ok: false, problems, total } : { ok: true, references };
}

/** The reader counts lines within the one line it was given: name the column only. */
function withinLine({ message, offset }: { message: string; offset: number }): string {
  return `${message.replace(/ at line \d+ column \d+ \(char \d+\)$/, "")} at column ${offset + 1}`;
}
