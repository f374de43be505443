// Why an upload is refused: the codes, and the sentences the submitter reads, each saying what to do.
import type { ScanError, ScanPosition } from "@/lib/benchmarks/kind";
import { formatBytes } from "@/lib/platform/format-bytes";
import type { ReceiveFailureCode } from "@/lib/validations/upload-failure";
import type { ZlibError } from "./zlib-stage";

type ReceiveUploadErrorCode =
  | ReceiveFailureCode
  /** The kind's scanner's code: "invalid-json", "invalid-utf8", "too-deep"... */
  | (string & {});

export type UploadRejection = {
  code: ReceiveUploadErrorCode;
  /** A sentence the submitter can act on. */
  message: string;
  position?: ScanPosition;
  /** Known when the whole upload was read. */
  sizeBytes?: number;
  sha256?: string;
};

const GZIP_ADVICE = ": upload it gzip-compressed (.json.gz), which makes results files about 8 times smaller";

function rejection(code: ReceiveUploadErrorCode, message: string): UploadRejection {
  return { code, message };
}

/** The Content-Length is over the cap. */
export function declaredTooLarge(declaredLength: number, maxBytes: number, gzip: boolean): UploadRejection {
  return rejection(
    "too-large",
    `the upload is ${formatBytes(declaredLength)}, larger than the ${formatBytes(maxBytes)} limit${gzip ? "" : GZIP_ADVICE}`,
  );
}

/** The bytes went past the cap after `received` of them. */
export function tooLarge(maxBytes: number, received: number, gzip: boolean): UploadRejection {
  return rejection(
    "too-large",
    `the upload is larger than the ${formatBytes(maxBytes)} limit (stopped reading after ${formatBytes(received)})${gzip ? "" : GZIP_ADVICE}`,
  );
}

export function stalled(idleTimeoutMs: number, received: number): UploadRejection {
  return rejection(
    "stalled",
    `no data arrived for ${formatSeconds(idleTimeoutMs)} after ${formatBytes(received)} of the upload: the connection stalled; upload the file again`,
  );
}

/** The body failed with `error`. */
export function cutOff(received: number, error: unknown): UploadRejection {
  return rejection(
    "aborted",
    `the upload was cut off after ${formatBytes(received)} (${errorMessage(error)}): upload the file again`,
  );
}

/** The body ended before its Content-Length. */
export function endedEarly(received: number, declaredLength: number): UploadRejection {
  return rejection(
    "aborted",
    `the upload ended after ${formatBytes(received)} of the ${formatBytes(declaredLength)} announced: upload the file again`,
  );
}

export function empty(): UploadRejection {
  return rejection("empty", "the upload is empty (0 bytes): choose the results file and upload it again");
}

export function notGzip(): UploadRejection {
  return rejection(
    "not-gzip",
    "the upload was sent as gzip but is not gzip-compressed (it does not start with the gzip magic bytes 1f 8b): upload the .json.gz file itself, or the .json file as plain JSON",
  );
}

export function gzipTooLarge(maxBytes: number): UploadRejection {
  return rejection(
    "gzip-too-large",
    `the gzip file inflates to more than the ${formatBytes(maxBytes)} limit: results files are 20-80 MB of JSON; check that this is the right file`,
  );
}

/** What zlib's `error` says about the gzip data. */
export function badGzip(error: ZlibError): UploadRejection {
  return error.code === "Z_BUF_ERROR"
    ? rejection("truncated-gzip", "the gzip data is truncated (unexpected end of file): upload the complete file")
    : rejection(
        "corrupt-gzip",
        `the gzip data is corrupt (${error.message}): compress the file again (gzip -k file.json) and upload the new .json.gz`,
      );
}

/** The scanner's problem with the file (`gzip`: the upload was gzip, so its offsets are not the file's). */
export function badJson(error: ScanError, gzip: boolean): UploadRejection {
  const { code, message, position } = error;
  const where = gzip && position ? " (offsets count the decompressed JSON)" : "";
  return { code, message: `${message}${where}`, ...(position ? { position } : {}) };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}
