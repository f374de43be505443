// Benchmark ground truth indexed by item identity, for matching a file's records: items are
// bucketed by (subject, Question_UUID, Sampled_Model) and told apart by comparing their steps.
import { CanonicalJsonError, canonicalJson, identityKeyFromStepsKey } from "./identity";
import { sameJson } from "./same-steps";
import type { ScoreInputError, TruthItem } from "./types";

/** Bucket key of an identity without its steps. */
export function bucketKey(subject: string, questionUuid: string, sampledModel: string): string {
  // Length-prefixed, so distinct triples never meet (JSON.stringify of an array was 4x slower).
  return `${subject.length}:${subject}${questionUuid.length}:${questionUuid}${sampledModel}`;
}

export class TruthIndex {
  private readonly buckets = new Map<string, number[]>();
  private readonly keys = new Map<number, string>();
  readonly itemsPerSubject = new Map<string, number>();

  private constructor(private readonly items: readonly TruthItem[]) {}

  static build({
    items,
  }: {
    items: readonly TruthItem[];
  }): { ok: true; index: TruthIndex } | { ok: false; errors: ScoreInputError[] } {
    const index = new TruthIndex(items);
    const errors: ScoreInputError[] = [];
    items.forEach((item, i) => {
      const fail = (message: string) =>
        errors.push({
          code: "invalid-truth",
          subject: item.subject,
          index: null,
          field: null,
          message: `truth item ${i}: ${message}`,
        });
      if (item.correctness !== "correct" && item.correctness !== "incorrect")
        return fail(`correctness must be "correct" or "incorrect", got ${JSON.stringify(item.correctness)}`);
      if (typeof item.firstErrorStep !== "string") return fail("firstErrorStep must be a string");
      const key = bucketKey(item.subject, item.questionUuid, item.sampledModel);
      const bucket = index.buckets.get(key);
      const twin = bucket?.find((other) => sameJson(items[other]!.steps, item.steps));
      if (twin !== undefined) return fail(`same identity as truth item ${twin}`);
      if (bucket) bucket.push(i);
      else index.buckets.set(key, [i]);
      index.itemsPerSubject.set(item.subject, (index.itemsPerSubject.get(item.subject) ?? 0) + 1);
    });
    return errors.length > 0 ? { ok: false, errors } : { ok: true, index };
  }

  item(i: number): TruthItem {
    return this.items[i]!;
  }

  /** The index of the item with this identity, or undefined. */
  find(subject: string, questionUuid: string, sampledModel: string, steps: unknown): number | undefined {
    return this.buckets
      .get(bucketKey(subject, questionUuid, sampledModel))
      ?.find((i) => sameJson(this.items[i]!.steps, steps));
  }

  /** itemIdentityKey of item i (computed once), or null when its steps cannot be written canonically. */
  identityKey(i: number): string | null {
    const cached = this.keys.get(i);
    if (cached !== undefined) return cached;
    const item = this.items[i]!;
    try {
      const key = identityKeyFromStepsKey({ ...item, stepsKey: item.stepsKey ?? canonicalJson(item.steps) });
      this.keys.set(i, key);
      return key;
    } catch (error) {
      if (error instanceof CanonicalJsonError) return null;
      throw error;
    }
  }
}
