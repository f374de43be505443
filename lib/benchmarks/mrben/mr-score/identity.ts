// Benchmark item identity: (subject file, Question_UUID, Sampled_Model, Model_Solution_Steps),
// with the steps compared through a canonical JSON text. (Question_UUID, Sampled_Model) alone
// is not unique: coding has two Claude2 solutions to one question.

/** Deeper values are not benchmark data; refusing them keeps recursion bounded. */
export const MAX_CANONICAL_DEPTH = 64;

export class CanonicalJsonError extends Error {
  override name = "CanonicalJsonError";
}

/**
 * Deterministic JSON: object keys sorted (by UTF-16 code units, JavaScript's default order),
 * arrays in order, no whitespace, strings and numbers as JSON.stringify writes them.
 * The importer stores `sha256(canonicalJson(steps))` as the item's steps digest.
 * Throws CanonicalJsonError for values JSON cannot hold or nesting deeper than MAX_CANONICAL_DEPTH.
 */
export function canonicalJson(value: unknown): string {
  // The shapes benchmark steps have, without walking them element by element.
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return JSON.stringify(value);
  return write(value, 0);
}

function write(value: unknown, depth: number): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
    case "boolean":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new CanonicalJsonError(`not a JSON number: ${value}`);
      return JSON.stringify(value);
    case "object": {
      if (depth >= MAX_CANONICAL_DEPTH)
        throw new CanonicalJsonError(`nested deeper than ${MAX_CANONICAL_DEPTH} levels`);
      if (Array.isArray(value)) return `[${value.map((v) => write(v, depth + 1)).join(",")}]`;
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object)
        .filter((k) => object[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${write(object[k], depth + 1)}`).join(",")}}`;
    }
    default:
      throw new CanonicalJsonError(`not a JSON value: ${typeof value}`);
  }
}

export type ItemIdentity = {
  subject: string;
  questionUuid: string;
  sampledModel: string;
  steps: unknown;
};

/**
 * The exact identity key of a benchmark item: `canonicalJson([subject, questionUuid, sampledModel, steps])`.
 * Equal keys = the same item. It is exact, not a digest, so it can be long (it holds the steps).
 */
export function itemIdentityKey({ subject, questionUuid, sampledModel, steps }: ItemIdentity): string {
  return identityKeyFromStepsKey({ subject, questionUuid, sampledModel, stepsKey: canonicalJson(steps) });
}

/** itemIdentityKey when `stepsKey = canonicalJson(steps)` is already known (computed once per record). */
export function identityKeyFromStepsKey({
  subject,
  questionUuid,
  sampledModel,
  stepsKey,
}: {
  subject: string;
  questionUuid: string;
  sampledModel: string;
  stepsKey: string;
}): string {
  return `[${JSON.stringify(subject)},${JSON.stringify(questionUuid)},${JSON.stringify(sampledModel)},${stepsKey}]`;
}
