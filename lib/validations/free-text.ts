// What a person may type into a name or a note, checked once at the edge for every form, API body
// and import. PostgreSQL cannot store NUL; the other control characters make the Atom feed invalid
// XML and would let a name shape the lines of a moderator's mail. Tab and line feed are text; a
// carriage return is read as a line break. One-line fields (names, organizations, models) get their
// line breaks collapsed to a space.
import { z } from "zod";
import { err, ok, type Result } from "@/lib/result";

/** C0 controls but tab and line feed, DEL, and the C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Line breaks in all their spellings, tabs beside them included, for a one-line field. */
const LINE_BREAKS = /[\t ]*(?:\r\n|[\r\n\u0085\u2028\u2029])[\t \r\n\u0085\u2028\u2029]*/g;

export const CONTROL_CHARACTER_ERROR = "must not contain control characters (only tab and line breaks are allowed)";

/** "\r\n" and a lone "\r" as "\n", as a textarea's submission and a pasted file have them. */
function withUnixLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** One line: every run of line breaks, and the spaces around it, becomes one space. */
function asOneLine(value: string): string {
  return value.replace(LINE_BREAKS, " ");
}

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

interface TextRules {
  /** Absent where the domain checks the length itself and says so in its own words. */
  max?: number;
  /** What an empty value is told; absent, empty is allowed. */
  required?: string;
  /** What a longer value is told, where a form says it in a sentence of its own. */
  tooLong?: string;
  notText?: string;
}

function freeText({ max, required, tooLong, notText }: TextRules, normalize: (value: string) => string) {
  const trimmed = z.string().trim();
  const filled = required ? trimmed.min(1, { error: required }) : trimmed;
  const bounded =
    max === undefined ? filled : filled.max(max, { error: tooLong ?? `must be at most ${max} characters` });
  return z
    .string({ error: notText ?? "must be text" })
    .transform(normalize)
    .pipe(bounded.refine((value) => !hasControlCharacter(value), { error: CONTROL_CHARACTER_ERROR }));
}

/** A note, a reason, a description: line breaks kept. */
export const multiLineText = (rules: TextRules) => freeText(rules, withUnixLineBreaks);

/** A name, an organization, a model: line breaks collapsed to a space. */
export const oneLineText = (rules: TextRules) => freeText(rules, asOneLine);

/**
 * An imported name or note (a published board, a dataset), under the rules a form's would get:
 * the cleaned text, or what is wrong with it.
 */
export function cleanImportedText(
  value: string,
  { oneLine }: { oneLine: boolean },
): Result<string, { code: "control-character"; message: string }> {
  const text = (oneLine ? asOneLine(value) : withUnixLineBreaks(value)).trim();
  return hasControlCharacter(text) ? err({ code: "control-character", message: CONTROL_CHARACTER_ERROR }) : ok(text);
}
