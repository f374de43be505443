// Percentile bootstrap 95% intervals of the file's recall, precision and F1: records resampled
// with replacement, from a fixed seed, so every run (server, CLI, browser) gives the same.
import { fnv1a32, percentileInterval } from "../../mrben/mr-score";
import type { ExtractionRecordResult, ExtractionSummary } from "./types";

export const EXTRACTION_BOOTSTRAP_RESAMPLES = 1000;
const SEED = fnv1a32("extraction-field-f1");

export function extractionIntervals({
  records,
  resamples = EXTRACTION_BOOTSTRAP_RESAMPLES,
}: {
  records: Pick<ExtractionRecordResult, "recall" | "precision">[];
  resamples?: number;
}): ExtractionSummary["intervals"] {
  const n = records.length;
  if (n === 0) return null;
  const recalls = Float64Array.from(records, (record) => record.recall);
  const precisions = Float64Array.from(records, (record) => record.precision);
  const r = new Float64Array(resamples);
  const p = new Float64Array(resamples);
  const f = new Float64Array(resamples);
  let state = SEED;
  for (let b = 0; b < resamples; b++) {
    let sumR = 0;
    let sumP = 0;
    for (let k = 0; k < n; k++) {
      // mulberry32 (public domain), inlined for speed.
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      const pick = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
      sumR += recalls[pick]!;
      sumP += precisions[pick]!;
    }
    r[b] = sumR / n;
    p[b] = sumP / n;
    f[b] = r[b]! > 0 && p[b]! > 0 ? 2 / (1 / r[b]! + 1 / p[b]!) : 0;
  }
  return { recall: percentileInterval(r), precision: percentileInterval(p), f1: percentileInterval(f) };
}
