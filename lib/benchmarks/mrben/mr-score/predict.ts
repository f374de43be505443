// What the official scorer reads out of the parsed fields: the predicted correctness and
// the predicted first error step, including the quirks it has.
import { isAlnumCodePoint, isAlphaCodePoint, isDigit, keepCodePoints, pyLower, pyStrip } from "./normalize";

/** Steps the official `step_mapper` knows: "step 0" .. "step 29" (quirk: nothing from 30 up). */
export const MAX_MAPPED_STEP = 29;
const STEP_MAPPER = new Map<string, string>(
  Array.from({ length: MAX_MAPPED_STEP + 1 }, (_, n) => [`step ${n}`, String(n)] as const),
);

/** `''.join(c for c in text.strip().lower() if c.isalpha())`: "**Incorrect.**" -> "incorrect". */
export function predictCorrectness(text: string): string {
  return keepCodePoints(pyLower(pyStrip(text)), isAlphaCodePoint);
}

const SPACE = 0x20;
const isAlnumOrSpace = (cp: number) => cp === SPACE || isAlnumCodePoint(cp);

/** How a raw first_error_step is read, with everything the quirk counters need. */
export type StepReading =
  /** `raw.strip()` is all digits (Python isdigit): scoring compares `raw` UNtrimmed, the judge stage trimmed. */
  | { kind: "digits"; raw: string; stripped: string }
  /** Otherwise: the step key (stripped, lower-cased, letters/numbers/ASCII space kept) and its mapped step or "". */
  | { kind: "key"; key: string; mapped: string };

export function readStep(raw: string): StepReading {
  const stripped = pyStrip(raw);
  if (isDigit(stripped)) return { kind: "digits", raw, stripped };
  const key = keepCodePoints(pyLower(stripped), isAlnumOrSpace);
  return { kind: "key", key, mapped: STEP_MAPPER.get(key) ?? "" };
}

/**
 * The step the official scorer compares with the truth. Quirks: bare digits are used
 * untrimmed (" 3\n" never equals "3"); "step N" maps only for N in 0..29.
 */
export function predictStepForScoring(raw: string): string {
  const reading = readStep(raw);
  return reading.kind === "digits" ? reading.raw : reading.mapped;
}

/** The judge stage's variant (who gets a verdict): bare digits are compared after trimming. */
export function predictStepForReview(raw: string): string {
  const reading = readStep(raw);
  return reading.kind === "digits" ? reading.stripped : reading.mapped;
}
