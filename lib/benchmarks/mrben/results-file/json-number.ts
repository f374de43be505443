// JSON's number grammar as a state machine fed one byte at a time, with V8's words for a number
// that stops too early.
import { isDigit } from "./json-bytes";

// After '-', a leading 0, in the integer, after '.', in the fraction, after 'e', after the
// exponent's sign, in the exponent.
const N_MINUS = 0;
const N_ZERO = 1;
const N_INT = 2;
const N_DOT = 3;
const N_FRAC = 4;
const N_E = 5;
const N_ESIGN = 6;
const N_EXP = 7;

/** V8's message for a number that ends in this state, when it may not. */
export const NUMBER_STOPS_EARLY: Record<number, string> = {
  [N_MINUS]: "No number after minus sign",
  [N_DOT]: "Unterminated fractional number",
  [N_E]: "Exponent part is missing a number",
  [N_ESIGN]: "Exponent part is missing a number",
};
/** What numberStep gives for a digit after a leading zero ("01"). */
export const DIGIT_AFTER_ZERO = -2;

/** The number state after its first byte `c`, a '-' or a digit. */
export function numberStart(c: number): number {
  return c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : N_INT;
}

/** The number state after byte `c`: -1 when `c` is not part of the number, DIGIT_AFTER_ZERO for "01". */
export function numberStep(state: number, c: number): number {
  const digit = isDigit(c);
  switch (state) {
    case N_MINUS:
      return c === 0x30 ? N_ZERO : digit ? N_INT : -1;
    case N_ZERO:
    case N_INT:
    case N_FRAC:
      if (digit) return state === N_ZERO ? DIGIT_AFTER_ZERO : state;
      if (c === 0x2e && state !== N_FRAC) return N_DOT;
      return c === 0x65 || c === 0x45 ? N_E : -1;
    case N_DOT:
      return digit ? N_FRAC : -1;
    case N_E:
      return c === 0x2b || c === 0x2d ? N_ESIGN : digit ? N_EXP : -1;
    default: // N_ESIGN, N_EXP
      return digit ? N_EXP : -1;
  }
}
