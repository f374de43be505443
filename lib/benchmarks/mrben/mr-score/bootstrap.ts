// Bootstrap 95% intervals of the subjects' MR-Scores and of their mean: records are resampled
// with replacement within each subject, deterministically, so every run of the scorer (server,
// CLI, browser) gives the same interval. docs/scoring.md has the algorithm step by step.
import { computeSubjectScore, meanMrScore, mrScoreOfCounts, type SubjectCounts } from "./metrics";
import type { BootstrapIntervals, RecordContribution, ScoreInterval } from "./types";

export type { BootstrapIntervals, RecordContribution, ScoreInterval };

/** Replicates per interval (the same for every subject and the mean). */
export const BOOTSTRAP_RESAMPLES = 1000;
/** Mixed into every subject's seed; changing it changes every interval (a new scorer version). */
export const BOOTSTRAP_SEED = 0x4d52_4245;
export const BOOTSTRAP_LEVEL = 0.95;

// A record's contribution as a 4-bit code: truth correct (8), prediction right (4), step (2), reason (1).
const CODES = 16;
const TRUTH_CORRECT = 8;
const HIT = 4;
const STEP = 2;
const REASON = 1;

function contributionCode(record: RecordContribution): number {
  return (
    (record.truthCorrect ? TRUTH_CORRECT : 0) |
    (record.outcome === "tp" || record.outcome === "tn" ? HIT : 0) |
    (record.stepEarned ? STEP : 0) |
    (record.reasonEarned ? REASON : 0)
  );
}

/** 32-bit FNV-1a over the UTF-16 code units of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The subject's own stream: its intervals do not depend on which other subjects the file has. */
export function subjectSeed(subject: string): number {
  return (fnv1a32(subject) ^ BOOTSTRAP_SEED) >>> 0;
}

/** The 2.5th and 97.5th percentiles: sorted[floor(B * 0.025)] and sorted[ceil(B * 0.975) - 1]. */
export function percentileInterval(replicates: Float64Array): ScoreInterval {
  const sorted = replicates.slice().sort();
  const b = sorted.length;
  // Integer arithmetic: 0.025 * B is not exact in binary floating point.
  const low = Math.floor((b * 25) / 1000);
  const high = Math.ceil((b * 975) / 1000) - 1;
  return { low: sorted[low]!, high: sorted[high]! };
}

function countsOf(tally: Int32Array): SubjectCounts {
  const counts: SubjectCounts = { n_correct: 0, n_incorrect: 0, tp: 0, tn: 0, step_correct: 0, reason_correct: 0 };
  for (let code = 0; code < CODES; code++) {
    const k = tally[code]!;
    if (k === 0) continue;
    if (code & TRUTH_CORRECT) {
      counts.n_correct += k;
      if (code & HIT) counts.tp += k;
    } else {
      counts.n_incorrect += k;
      if (code & HIT) counts.tn += k;
    }
    if (code & STEP) counts.step_correct += k;
    if (code & REASON) counts.reason_correct += k;
  }
  return counts;
}

/** countsOf(tally) scored, without the objects: this runs 6,000 times a file. */
function mrScoreOfTally(tally: Int32Array): number {
  let nCorrect = 0;
  let nIncorrect = 0;
  let tp = 0;
  let tn = 0;
  let stepCorrect = 0;
  let reasonCorrect = 0;
  for (let code = 0; code < CODES; code++) {
    const k = tally[code]!;
    if (k === 0) continue;
    if (code & TRUTH_CORRECT) {
      nCorrect += k;
      if (code & HIT) tp += k;
    } else {
      nIncorrect += k;
      if (code & HIT) tn += k;
    }
    if (code & STEP) stepCorrect += k;
    if (code & REASON) reasonCorrect += k;
  }
  return mrScoreOfCounts(nCorrect, nIncorrect, tp, tn, stepCorrect, reasonCorrect);
}

/**
 * The subject's mr_score in each replicate. Records are put in order of their contribution
 * code before drawing, so the replicates depend only on how many records of each kind the
 * subject has, never on the order of the file.
 */
export function subjectReplicates(
  subject: string,
  records: readonly RecordContribution[],
  resamples: number = BOOTSTRAP_RESAMPLES,
): Float64Array {
  const n = records.length;
  const perCode = new Int32Array(CODES);
  for (const record of records) perCode[contributionCode(record)]!++;
  const sortedCodes = new Uint8Array(n);
  for (let code = 0, at = 0; code < CODES; code++) {
    const end = at + perCode[code]!;
    sortedCodes.fill(code, at, end);
    at = end;
  }

  // mulberry32 (Tommy Ettinger, public domain), inlined: this loop draws resamples * n numbers
  // (4.5 million for the whole benchmark); a function call per draw made it about 40% slower.
  let state = subjectSeed(subject) | 0;
  // x * (n / 2^32) equals x * n / 2^32 exactly while x * n < 2^53 (n < 2^21 records), and stays
  // below n < 2^31 always, so `| 0` is its floor.
  const scale = n / 0x1_0000_0000;
  const tally = new Int32Array(CODES);
  const replicates = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    tally.fill(0);
    for (let i = 0; i < n; i++) {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      tally[sortedCodes[(((t ^ (t >>> 14)) >>> 0) * scale) | 0]!]!++;
    }
    replicates[b] = mrScoreOfTally(tally);
  }
  return replicates;
}

/**
 * Percentile bootstrap intervals. `subjects` in the order of the report's mean (the file's
 * key order): replicate b of the mean is meanMrScore over replicate b of every subject, a
 * subject without records contributing its constant score.
 */
export function bootstrapMrScore({
  subjects,
  resamples = BOOTSTRAP_RESAMPLES,
  drawn,
}: {
  subjects: readonly { subject: string; records: readonly RecordContribution[] }[];
  resamples?: number;
  /** Replicates already drawn (subjectReplicates with the same `resamples`), by subject: a reader drawing each subject's as it ends. */
  drawn?: ReadonlyMap<string, Float64Array>;
}): BootstrapIntervals {
  if (!Number.isInteger(resamples) || resamples < 1) throw new RangeError(`resamples must be a positive integer`);
  const intervals: Record<string, ScoreInterval | null> = {};
  const columns: (Float64Array | number)[] = [];
  let anyRecords = false;
  for (const { subject, records } of subjects) {
    if (records.length === 0) {
      intervals[subject] = null;
      columns.push(computeSubjectScore(countsOf(new Int32Array(CODES))).mr_score);
      continue;
    }
    anyRecords = true;
    const replicates = drawn?.get(subject) ?? subjectReplicates(subject, records, resamples);
    if (replicates.length !== resamples)
      throw new RangeError(`${subject}: replicates drawn for another resample count`);
    intervals[subject] = percentileInterval(replicates);
    columns.push(replicates);
  }

  let mean: ScoreInterval | null = null;
  if (anyRecords) {
    const means = new Float64Array(resamples);
    const scores = new Array<number>(columns.length);
    for (let b = 0; b < resamples; b++) {
      for (let s = 0; s < columns.length; s++) {
        const column = columns[s]!;
        scores[s] = typeof column === "number" ? column : column[b]!;
      }
      means[b] = meanMrScore({ scores });
    }
    mean = percentileInterval(means);
  }
  return {
    method: "percentile-bootstrap",
    level: BOOTSTRAP_LEVEL,
    resamples,
    seed: BOOTSTRAP_SEED,
    subjects: intervals,
    mean,
  };
}
