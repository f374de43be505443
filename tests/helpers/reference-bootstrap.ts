// An independent, deliberately plain reimplementation of the bootstrap intervals as
// docs/scoring.md specifies them, for tests: mulberry32 and FNV-1a in BigInt arithmetic,
// records sorted by their kind, counts by filtering, the MR-Score formula written out.

export type ReferenceRecord = {
  truthCorrect: boolean;
  outcome: "tp" | "tn" | "fp" | "fn";
  stepEarned: boolean;
  reasonEarned: boolean;
};
type Interval = { low: number; high: number };

const B = 1000;
const MASK = 0xffffffffn;

function seedOf(subject: string): number {
  let h = 0x811c9dc5n;
  for (let i = 0; i < subject.length; i++) h = ((h ^ BigInt(subject.charCodeAt(i))) * 0x01000193n) & MASK;
  return Number(h ^ 0x4d524245n);
}

function generator(seed: number): () => number {
  let a = BigInt(seed);
  const mul = (x: bigint, y: bigint) => (x * y) & MASK;
  return () => {
    a = (a + 0x6d2b79f5n) & MASK;
    let t = mul(a ^ (a >> 15n), a | 1n);
    t = ((t + mul(t ^ (t >> 7n), t | 61n)) & MASK) ^ t;
    return Number(t ^ (t >> 14n));
  };
}

const kindOf = (r: ReferenceRecord) =>
  (r.truthCorrect ? 8 : 0) +
  (r.outcome === "tp" || r.outcome === "tn" ? 4 : 0) +
  (r.stepEarned ? 2 : 0) +
  (r.reasonEarned ? 1 : 0);

function mrScore(sample: ReferenceRecord[]): number {
  const nCorrect = sample.filter((r) => r.truthCorrect).length;
  const nIncorrect = sample.length - nCorrect;
  const tp = sample.filter((r) => r.outcome === "tp").length;
  const tn = sample.filter((r) => r.outcome === "tn").length;
  const fp = nIncorrect - tn;
  const fn = nCorrect - tp;
  // Exact in doubles for benchmark-sized counts (the product stays far below 2^53).
  const denominator = Math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
  const numerator = tp * tn - fp * fn;
  const mcc = numerator === 0 || denominator === 0 ? 0 : numerator / denominator;
  const accStep = nIncorrect === 0 ? 0 : sample.filter((r) => r.stepEarned).length / nIncorrect;
  const accReason = nIncorrect === 0 ? 0 : sample.filter((r) => r.reasonEarned).length / nIncorrect;
  return 0.2 * Math.max(0, mcc) + 0.3 * accStep + 0.5 * accReason;
}

function percentiles(values: number[]): Interval {
  const sorted = [...values].sort((x, y) => x - y);
  return { low: sorted[25]!, high: sorted[974]! };
}

/** `subjects` in the file's order (the mean's order); every subject here must have records. */
export function referenceBootstrap(subjects: { subject: string; records: ReferenceRecord[] }[]): {
  subjects: Record<string, Interval>;
  mean: Interval;
} {
  const replicates = subjects.map(({ subject, records }) => {
    const ordered = [...records].sort((x, y) => kindOf(x) - kindOf(y));
    const next = generator(seedOf(subject));
    const values: number[] = [];
    for (let b = 0; b < B; b++) {
      const sample: ReferenceRecord[] = [];
      for (let i = 0; i < ordered.length; i++) sample.push(ordered[Math.floor((next() * ordered.length) / 2 ** 32)]!);
      values.push(mrScore(sample));
    }
    return { subject, values };
  });
  const means = Array.from({ length: B }, (_, b) => {
    let sum = 0;
    for (const { values } of replicates) sum += values[b]!;
    return sum / replicates.length;
  });
  return {
    subjects: Object.fromEntries(replicates.map(({ subject, values }) => [subject, percentiles(values)])),
    mean: percentiles(means),
  };
}
