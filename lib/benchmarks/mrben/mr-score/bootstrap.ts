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
  /** "javascript" skips the WebAssembly module (tests compare the two). */
  engine: "auto" | "javascript" = "auto",
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

  // mulberry32 (Tommy Ettinger, public domain): resamples * n draws (4.5 million for the whole
  // benchmark). x * (n / 2^32) equals x * n / 2^32 exactly while x * n < 2^53 (n < 2^21 records),
  // and stays below n < 2^31 always, so truncating it is its floor.
  const scale = n / 0x1_0000_0000;
  const replicates = new Float64Array(resamples);
  const wasm = engine === "auto" && n > 0 ? wasmDraws() : null;
  if (wasm) drawInWasm(wasm, subject, sortedCodes, scale, replicates);
  else drawInJavaScript(subject, sortedCodes, scale, replicates);
  return replicates;
}

/** The draw loop in JavaScript: where WebAssembly cannot be compiled, and the reference for the module. */
function drawInJavaScript(subject: string, sortedCodes: Uint8Array, scale: number, replicates: Float64Array): void {
  const n = sortedCodes.length;
  let state = subjectSeed(subject) | 0;
  const tally = new Int32Array(CODES);
  for (let b = 0; b < replicates.length; b++) {
    tally.fill(0);
    // Inlined: a function call per draw made it about 40% slower.
    for (let i = 0; i < n; i++) {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      tally[sortedCodes[(((t ^ (t >>> 14)) >>> 0) * scale) | 0]!]!++;
    }
    replicates[b] = mrScoreOfTally(tally);
  }
}

function drawInWasm(
  wasm: WasmDraws,
  subject: string,
  sortedCodes: Uint8Array,
  scale: number,
  replicates: Float64Array,
) {
  const n = sortedCodes.length;
  // The codes at 0, the tally after them (4-byte aligned), in the module's memory.
  const tallyAt = (n + 3) & ~3;
  const needed = tallyAt + CODES * 4;
  const short = Math.ceil((needed - wasm.memory.buffer.byteLength) / WASM_PAGE_BYTES);
  if (short > 0) wasm.memory.grow(short);
  new Uint8Array(wasm.memory.buffer, 0, n).set(sortedCodes);
  const tally = new Int32Array(wasm.memory.buffer, tallyAt, CODES);
  let state = subjectSeed(subject) | 0;
  for (let b = 0; b < replicates.length; b++) {
    tally.fill(0);
    state = wasm.draw(state, n, scale, tallyAt);
    replicates[b] = mrScoreOfTally(tally);
  }
}

const WASM_PAGE_BYTES = 65_536;

type WasmDraws = {
  /** One replicate's n draws into the tally at tallyAt; returns the state after them. n must be at least 1. */
  draw(state: number, n: number, scale: number, tallyAt: number): number;
  memory: WebAssembly.Memory;
};

/**
 * drawInJavaScript's inner loop as a WebAssembly module (156 bytes), compiled before it runs: the
 * JavaScript loop spent a short run's first subjects warming up (a file's draws: ~25 ms cold, ~14
 * in the module; bootstrap.test.ts checks that both give the same replicates). Its text:
 *
 *   (module (memory (export "memory") 1)
 *     (func (export "draw") (param $state i32) (param $n i32) (param $scale f64) (param $tallyAt i32) (result i32)
 *       (local $i i32) (local $t i32) (local $at i32)
 *       (loop $next
 *         (local.set $state (i32.add (local.get $state) (i32.const 0x6d2b79f5)))
 *         (local.set $t (i32.mul (i32.xor (local.get $state) (i32.shr_u (local.get $state) (i32.const 15)))
 *                                (i32.or (local.get $state) (i32.const 1))))
 *         (local.set $t (i32.xor (i32.add (local.get $t) (i32.mul (i32.xor (local.get $t) (i32.shr_u (local.get $t) (i32.const 7)))
 *                                                                 (i32.or (local.get $t) (i32.const 61))))
 *                                (local.get $t)))
 *         (local.set $at (i32.add (local.get $tallyAt)
 *           (i32.shl (i32.load8_u (i32.trunc_f64_u (f64.mul (f64.convert_i32_u (i32.xor (local.get $t) (i32.shr_u (local.get $t) (i32.const 14))))
 *                                                           (local.get $scale))))
 *                    (i32.const 2))))
 *         (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1)))
 *         (local.set $i (i32.add (local.get $i) (i32.const 1)))
 *         (br_if $next (i32.lt_u (local.get $i) (local.get $n))))
 *       (local.get $state)))
 */
const DRAW_WASM_BASE64 =
  "AGFzbQEAAAABCQFgBH9/fH8BfwMCAQAFAwEAAQcRAgZtZW1vcnkCAARkcmF3AAAKawFpAQN/A0AgAEH1863pBmohACAAIABBD3ZzIABBAXJsIQUgBSAFIAVBB3ZzIAVBPXJsaiAFcyEFIAMgBSAFQQ52c7ggAqKrLQAAQQJ0aiIGIAYoAgBBAWo2AgAgBEEBaiIEIAFJDQALIAAL";

let wasmDrawsCache: WasmDraws | null | undefined;

/** Which loop draws in this process (the tests check that Node takes the module). */
export function drawEngine(): "webassembly" | "javascript" {
  return wasmDraws() ? "webassembly" : "javascript";
}

/** The module, compiled once; null where WebAssembly cannot be compiled (a page whose CSP forbids it). */
function wasmDraws(): WasmDraws | null {
  if (wasmDrawsCache !== undefined) return wasmDrawsCache;
  try {
    const bytes = Uint8Array.from(atob(DRAW_WASM_BASE64), (c) => c.charCodeAt(0));
    wasmDrawsCache = new WebAssembly.Instance(new WebAssembly.Module(bytes), {}).exports as unknown as WasmDraws;
  } catch {
    wasmDrawsCache = null;
  }
  return wasmDrawsCache;
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
