// The step-offset histogram as bars: offsets from -LIMIT to +LIMIT, the rest gathered at the ends.
import type { StepOffsets } from "@/lib/benchmarks/mrben/mr-score";

const OFFSET_LIMIT = 5;

export interface OffsetBucket {
  label: string;
  records: number;
  kind: "early" | "exact" | "late";
}

export function offsetBuckets(histogram: StepOffsets["histogram"]): OffsetBucket[] {
  const counts = new Map<number, number>();
  for (const [offset, records] of Object.entries(histogram)) {
    const clipped = Math.max(-OFFSET_LIMIT, Math.min(OFFSET_LIMIT, Number(offset)));
    counts.set(clipped, (counts.get(clipped) ?? 0) + records);
  }
  const buckets: OffsetBucket[] = [];
  for (let offset = -OFFSET_LIMIT; offset <= OFFSET_LIMIT; offset++) {
    const label =
      offset === -OFFSET_LIMIT
        ? `≤${offset}`
        : offset === OFFSET_LIMIT
          ? `≥+${offset}`
          : offset > 0
            ? `+${offset}`
            : `${offset}`;
    buckets.push({
      label,
      records: counts.get(offset) ?? 0,
      kind: offset < 0 ? "early" : offset === 0 ? "exact" : "late",
    });
  }
  return buckets;
}
