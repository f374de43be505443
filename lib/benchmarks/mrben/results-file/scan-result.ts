// What a scan of a results file gives: the parsed file, or the first problem in it and where it is.
import type { ScanFailureCode } from "@/lib/validations/upload-failure";

/** The scanner's refusals of the text as it arrives (an upload's failure codes name them, lib/validations/upload-failure.ts). */
export type ScanErrorCode = ScanFailureCode;

/** Byte offset into the (decompressed) file; 1-based line and UTF-16 column, as readResultsFile counts them. */
export type ScanPosition = { offset: number; line: number; column: number };

export type ScanError = { code: ScanErrorCode; message: string; position?: ScanPosition };

export type ScanResult =
  | {
      ok: true;
      /** What JSON.parse of the whole text gives, but for the members listed in `summarisedKeys`. */
      value: Record<string, unknown>;
      jsonBytes: number;
      recordCount: number;
      /** Top-level members that are not arrays, past maxMemberBytes in all: kept as {}, "" or 0. */
      summarisedKeys: string[];
    }
  | { ok: false; error: ScanError };
