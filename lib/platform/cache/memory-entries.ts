// A least-recently-used map bounded by the approximate size of its values, for the page cache.
export interface StoredEntry<Value> {
  value: Value;
  lastModified: number;
  tags: readonly string[];
  size: number;
}

export class MemoryEntries<Value> {
  private readonly entries = new Map<string, StoredEntry<Value>>();
  private totalSize = 0;

  constructor(private readonly maxSize: number) {}

  get size(): number {
    return this.totalSize;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: string): StoredEntry<Value> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: StoredEntry<Value>): void {
    this.delete(key);
    if (entry.size > this.maxSize) return;
    this.entries.set(key, entry);
    this.totalSize += entry.size;
    for (const [oldestKey] of this.entries) {
      if (this.totalSize <= this.maxSize) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }
}

/** Bytes a cached value roughly holds: string lengths and buffer sizes, summed through objects, arrays and maps. */
export function approximateSize(value: unknown, seen = new Set<object>()): number {
  if (typeof value === "string") return value.length;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return 8;
  if (typeof value !== "object" || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  let size = 0;
  const children = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value);
  for (const child of children) size += approximateSize(child, seen);
  return size;
}
