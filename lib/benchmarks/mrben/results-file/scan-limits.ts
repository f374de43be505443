// The limits a scan holds a hostile results file to, and their defaults.

/**
 * Where a scan hands the file's members as they end, in the file's order, instead of keeping them:
 * a reader that scores records one at a time never holds the file (see parsed-results.ts).
 */
export interface MemberSink {
  /** A member whose value is an array starts; its records follow. */
  arrayStarts(key: string): void;
  record(record: unknown): void;
  arrayEnds(): void;
  /** A member whose value is not an array (or its summary, past maxMemberBytes). */
  member(key: string, value: unknown): void;
}

export type RecordScannerOptions = {
  /** Hand records and members here instead of keeping them in the scanned value. */
  sink?: MemberSink;
  /** Deepest nesting accepted, the top-level object being level 1. */
  maxDepth?: number;
  /** Largest record (subject array element) or subject key, in bytes. */
  maxValueBytes?: number;
  /** Top-level members that are not arrays are kept up to this many bytes in all; past it, summarised. */
  maxMemberBytes?: number;
  /** Most JSON values (roughly: subjects, and the containers and items of records): "[]," is 3 bytes of text, ~45 of heap. */
  maxValues?: number;
};

/** Deep enough for any results file; shallow enough that no recursive walk of the value overflows the stack. */
export const DEFAULT_MAX_DEPTH = 1000;
/** Records are a few kilobytes; this bounds the text one hostile record makes us hold. */
export const DEFAULT_MAX_VALUE_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_MEMBER_BYTES = 1024 * 1024;
/** A 22 MB results file holds ~150,000 values (an 80 MB one ~550,000); this bounds what a hostile file of tiny values costs (~150 MB of heap). */
export const DEFAULT_MAX_VALUES = 2_000_000;
