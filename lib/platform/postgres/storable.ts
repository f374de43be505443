// PostgreSQL text cannot hold NUL characters, and its JSON types refuse lone UTF-16
// surrogates; uploaded files can contain both. What is stored for reading is made storable;
// scoring always uses the original values.
const NUL = /\u0000/g;

export function storableText(value: string): string {
  return value.toWellFormed().replace(NUL, "\uFFFD");
}

/** A deep copy of a JSON value with every string, keys included, made storable. */
export function storableJson<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      Object.defineProperty(copy, storableText(key), {
        value: clean(inner),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}
