// How far a submitter's claimed score is from the portal's recomputed one, defined once for every
// page and mail: claimed minus recomputed, in percentage points, so "+11.6" says the claim is 11.6
// points higher than what the files score.

/** Claimed minus recomputed, both in percent. */
export function claimDifference(claimedPercent: number, recomputedPercent: number): number {
  return claimedPercent - recomputedPercent;
}

/** The difference as the pages print it: signed, one decimal ("+11.6", "-0.3", "+0.0"). */
export function formatClaimDifference(points: number): string {
  const shown = points.toFixed(1);
  const rounded = Number(shown);
  return rounded >= 0 ? `+${Math.abs(rounded).toFixed(1)}` : shown;
}
