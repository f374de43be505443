// Why an upload was not scored, by code, named here, below the reader (lib/benchmarks/files), the
// pipeline (lib/submissions/ingest) and lib/http, so that lib/http gives each its status and misses none.

/** The reader's refusals of the bytes: their size, their gzip, a body that stalled or was cut off. */
export type ReceiveFailureCode =
  "empty" | "too-large" | "gzip-too-large" | "not-gzip" | "truncated-gzip" | "corrupt-gzip" | "stalled" | "aborted";

/** The scanners' refusals of the text as it arrives: its encoding, its JSON, its shape and size. */
export type ScanFailureCode =
  | "invalid-json"
  | "invalid-utf8"
  | "byte-order-mark"
  | "not-an-object"
  | "duplicate-subject-key"
  | "too-deep"
  | "value-too-large"
  | "too-many-values";

/** The pipeline's own: no truth to score against yet, or the database lost on the way. */
export type PipelineFailureCode = "benchmark-not-imported" | "database-unavailable";
