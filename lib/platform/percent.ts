// Scores as the portal prints them: x100 with one decimal, rounded as Python's round() (the official
// MR-Ben script's display): exact binary ties go to the even digit, where toFixed rounds them up.

/**
 * Python's `str(round(x * 100, 1))`, the official script's display of a subject's score:
 * one decimal, exact binary ties (only possible at .x25 / .x75) rounded half to even, where
 * `toFixed` rounds them up.
 */
export function formatPercent(x: number): string {
  return formatOneDecimal(x * 100);
}

/** Python `str(round(y, 1))`. */
export function formatOneDecimal(y: number): string {
  if (!Number.isFinite(y)) return String(y);
  const tie = Number.isInteger(y * 4) && !Number.isInteger(y * 2);
  if (!tie) {
    const s = y.toFixed(1);
    // Python keeps the sign of a negative number rounded to zero, and of -0.0 itself.
    return (y < 0 || Object.is(y, -0)) && !s.startsWith("-") ? `-${s}` : s;
  }
  const tenths = Math.floor(y * 10); // exact: y is a multiple of 1/4 below 2^50
  const even = tenths % 2 === 0 ? tenths : tenths + 1;
  const sign = even < 0 ? "-" : "";
  const abs = Math.abs(even);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}
