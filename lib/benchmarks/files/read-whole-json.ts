// Plain JSON already in memory (a file on disk), through its kind's scanner in one push: the
// command line's fast way in, which needs neither zlib nor a hash (readSubmittedFile streams).
import type { BenchmarkKind, ParsedFile, Shots } from "@/lib/benchmarks/kind";
import { err, ok, type Result } from "@/lib/result";
import { badJson, empty, tooLarge, type UploadRejection } from "./upload-rejection";

/**
 * The cap on a file read from disk or the database (uploads have their own, UPLOAD_MAX_BYTES): real
 * results files are 20-80 MB of JSON, and this bounds what a gzip bomb can make us allocate.
 */
export const MAX_INFLATED_BYTES = 1024 * 1024 * 1024;

/**
 * Plain JSON already in memory (a file on disk, `sizeBytes` long, read whole unless it is over
 * `maxBytes`), through the same scanner in one push: nothing to store, hash or inflate.
 */
export function readWholeJson<Input>(
  kind: Pick<BenchmarkKind<unknown, unknown, unknown, Input>, "scanner" | "parse">,
  shots: Shots,
  bytes: Uint8Array,
  sizeBytes: number,
  maxBytes: number,
): Result<{ parsed: ParsedFile<Input>; jsonBytes: number; scanMs: number }, UploadRejection> {
  if (sizeBytes > maxBytes) return err(tooLarge(maxBytes, sizeBytes, false));
  if (bytes.length === 0) return err(empty());
  const started = performance.now();
  const scanner = kind.scanner(shots);
  scanner.push(bytes);
  const scanned = scanner.end();
  const scanMs = performance.now() - started;
  if (!scanned.ok) return err(badJson(scanned.error, false));
  const { content, jsonBytes } = scanned.value;
  return ok({ parsed: kind.parse(content, shots), jsonBytes, scanMs });
}
