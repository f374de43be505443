// Receives an uploaded results file as a stream: caps its size as the bytes arrive, hashes them,
// inflates gzip (bomb-safe) or gzips plain JSON for storage, and scans the records on the way in.
import { createHash } from "node:crypto";
import { createGunzip, createGzip, type Gunzip, type Gzip, type ZlibOptions } from "node:zlib";
import { formatBytes } from "@/lib/results-file/format-bytes";
import {
  RecordScanner,
  type ScanErrorCode,
  type ScanPosition,
  type ScanResult,
} from "@/lib/results-file/record-scanner";

export type ReceiveUploadErrorCode =
  | "empty"
  | "too-large"
  | "gzip-too-large"
  | "not-gzip"
  | "truncated-gzip"
  | "corrupt-gzip"
  | "stalled"
  | "aborted"
  | ScanErrorCode;

export type UploadBody = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export type ReceiveUploadInput = {
  /** A Request body, or any stream of byte chunks. */
  body: UploadBody;
  /** Cap on the bytes uploaded and, for gzip, on the JSON they inflate to. */
  maxBytes: number;
  /** The Content-Length, when the client sent one. */
  declaredLength: number | null;
  /** The client said gzip (Content-Type application/gzip or x-gzip, Content-Encoding gzip, a .gz name). */
  declaredGzip: boolean;
  /** Give up when no byte arrives for this long. */
  idleTimeoutMs?: number;
  /** zlib level for storing plain uploads compressed. */
  gzipLevel?: number;
};

/** receiveMs, zlibMs, totalMs are wall time; hashMs and scanMs are main-thread time within them. */
export type ReceiveUploadTimings = {
  receiveMs: number;
  hashMs: number;
  scanMs: number;
  zlibMs: number;
  totalMs: number;
};

export type ReceivedUpload = {
  ok: true;
  /** SHA-256 (hex) of the bytes as uploaded. */
  sha256: string;
  sizeBytes: number;
  originalEncoding: "json" | "gzip";
  /** The file gzip-compressed for storage: the upload itself when it was gzip. */
  gzipBytes: Buffer;
  /** The parsed file (see RecordScanner): what JSON.parse of the whole text gives. */
  results: Record<string, unknown>;
  jsonBytes: number;
  recordCount: number;
  summarisedKeys: string[];
  timings: ReceiveUploadTimings;
};

export type UploadRejection = {
  ok: false;
  code: ReceiveUploadErrorCode;
  /** A sentence the submitter can act on. */
  message: string;
  position?: ScanPosition;
  /** Known when the whole upload was read. */
  sizeBytes?: number;
  sha256?: string;
};

export type ReceiveUploadResult = ReceivedUpload | UploadRejection;

export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
const GZIP_ADVICE = ": upload it gzip-compressed (.json.gz), which makes results files about 8 times smaller";
/**
 * The cheapest level (scripts/bench-receive.ts, 22 MB of JSON): 1 costs ~100 ms of CPU for 3.4 MB,
 * 3 ~120 ms for 3.1 MB, 6 ~300 ms for 2.7 MB. The pool runs it beside the scan, but where CPUs are
 * scarce its time adds to the upload's.
 */
export const STORAGE_GZIP_LEVEL = 1;
// Each zlib write or output chunk is a round trip to libuv's thread pool; 64 KB pieces made
// streaming (de)compression 2-3 times slower than one call, these sizes keep it close.
const ZLIB_CHUNK_BYTES = 256 * 1024;
const DEFLATE_BATCH_BYTES = 1024 * 1024;
/** How far zlib's input and output may run ahead, so zlib and the scanner work at once with bounded memory. */
const ZLIB_AHEAD_BYTES = 4 * ZLIB_CHUNK_BYTES;

/** Receive, check and parse an uploaded results file. Never throws for bad input; only for misuse. */
export async function receiveUpload(input: ReceiveUploadInput): Promise<ReceiveUploadResult> {
  if (!(input.maxBytes > 0)) throw new RangeError("receiveUpload: maxBytes must be positive");
  const source = openBody(input.body);
  const { declaredLength, maxBytes } = input;
  if (declaredLength !== null && declaredLength > maxBytes) {
    source.cancel();
    return {
      ok: false,
      code: "too-large",
      message: `the upload is ${formatBytes(declaredLength)}, larger than the ${formatBytes(maxBytes)} limit${input.declaredGzip ? "" : GZIP_ADVICE}`,
    };
  }
  const reception = new Reception(input);
  try {
    return await reception.run(source);
  } finally {
    reception.dispose();
    source.cancel();
  }
}

type Source = { next(): Promise<IteratorResult<Uint8Array>>; cancel(): void };

function openBody(body: UploadBody): Source {
  let done = false;
  if ("getReader" in body) {
    const reader = body.getReader();
    return {
      next: async () => {
        const read = await reader.read();
        if (read.done) done = true;
        return read;
      },
      cancel: () => {
        if (!done) reader.cancel().catch(() => {});
        done = true;
      },
    };
  }
  const iterator = body[Symbol.asyncIterator]();
  return {
    next: async () => {
      const read = await iterator.next();
      if (read.done) done = true;
      return read;
    },
    cancel: () => {
      if (!done) iterator.return?.().catch(() => {});
      done = true;
    },
  };
}

type Read =
  { kind: "chunk"; chunk: unknown } | { kind: "done" } | { kind: "stalled" } | { kind: "error"; error: unknown };

function readWithin(source: Source, timeoutMs: number): Promise<Read> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: "stalled" }), timeoutMs);
    source.next().then(
      (read) => {
        clearTimeout(timer);
        resolve(read.done ? { kind: "done" } : { kind: "chunk", chunk: read.value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: "error", error });
      },
    );
  });
}

/** Resolves when the stream can take more, has ended, or is gone. */
function settled(stream: Gzip | Gunzip, event: "drain" | "end"): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done).off("close", done).off("error", done);
      resolve();
    };
    stream.on(event, done).on("close", done).on("error", done);
  });
}

class Reception {
  private readonly started = performance.now();
  private readonly input: ReceiveUploadInput;
  private readonly idleTimeoutMs: number;
  private readonly hash = createHash("sha256");
  private readonly scanner = new RecordScanner();
  private received = 0;
  private inflated = 0;
  private failure: UploadRejection | null = null;
  private encoding: "json" | "gzip" | null = null;
  private head: Uint8Array[] = [];
  /** The upload's chunks (gzip) or the compressed output (plain): the bytes to store. */
  private readonly stored: Uint8Array[] = [];
  /** Plain bytes waiting to be compressed in one write. */
  private batch: Uint8Array[] = [];
  private batchLength = 0;
  private zlib: Gzip | Gunzip | null = null;
  private zlibError: (Error & { code?: string }) | null = null;
  private zlibStarted = 0;
  private receiveMs = 0;
  private hashMs = 0;
  private scanMs = 0;
  private zlibMs = 0;

  constructor(input: ReceiveUploadInput) {
    this.input = input;
    this.idleTimeoutMs = input.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  }

  async run(source: Source): Promise<ReceiveUploadResult> {
    const { maxBytes, declaredLength } = this.input;
    for (;;) {
      const read = await readWithin(source, this.idleTimeoutMs);
      if (read.kind === "done") break;
      if (read.kind === "stalled")
        return this.reject(
          "stalled",
          `no data arrived for ${formatSeconds(this.idleTimeoutMs)} after ${formatBytes(this.received)} of the upload: the connection stalled; upload the file again`,
        );
      if (read.kind === "error")
        return this.reject(
          "aborted",
          `the upload was cut off after ${formatBytes(this.received)} (${errorMessage(read.error)}): upload the file again`,
        );
      const chunk = read.chunk;
      if (!(chunk instanceof Uint8Array)) throw new TypeError("receiveUpload: the body must yield Uint8Array chunks");
      if (chunk.length === 0) continue;
      if (this.received + chunk.length > maxBytes)
        return this.reject(
          "too-large",
          `the upload is larger than the ${formatBytes(maxBytes)} limit (stopped reading after ${formatBytes(this.received)})${this.encoding === "gzip" ? "" : GZIP_ADVICE}`,
        );
      this.received += chunk.length;
      const t = performance.now();
      this.hash.update(chunk);
      this.hashMs += performance.now() - t;
      if (this.encoding === null) {
        this.head.push(chunk);
        if (this.received >= 2) await this.start();
      } else await this.feed(chunk);
      if (this.failure !== null) return this.failure;
    }
    this.receiveMs = performance.now() - this.started;
    if (this.received === 0)
      return this.reject("empty", "the upload is empty (0 bytes): choose the results file and upload it again");
    if (declaredLength !== null && this.received < declaredLength)
      return this.reject(
        "aborted",
        `the upload ended after ${formatBytes(this.received)} of the ${formatBytes(declaredLength)} announced: upload the file again`,
      );
    if (this.encoding === null) await this.start();
    if (this.failure !== null) return this.failure;
    return this.finish();
  }

  /** Decide gzip or plain from the first bytes (not the name), then process the bytes held so far. */
  private async start(): Promise<void> {
    const first = this.head[0]!;
    const second = first.length > 1 ? first[1] : this.head[1]?.[0];
    const gzip = first[0] === 0x1f && second === 0x8b;
    if (!gzip && this.input.declaredGzip) {
      this.failure = this.rejection(
        "not-gzip",
        "the upload was sent as gzip but is not gzip-compressed (it does not start with the gzip magic bytes 1f 8b): upload the .json.gz file itself, or the .json file as plain JSON",
      );
      return;
    }
    this.encoding = gzip ? "gzip" : "json";
    this.zlibStarted = performance.now();
    if (gzip) {
      const inflater = createGunzip({
        chunkSize: ZLIB_CHUNK_BYTES,
        readableHighWaterMark: ZLIB_AHEAD_BYTES,
      } as ZlibOptions);
      // Paused mode: zlib inflates the next piece on the thread pool while this thread scans.
      inflater.on("readable", () => {
        for (let out: unknown; this.failure === null && (out = inflater.read()) !== null;)
          this.onInflated(out as Buffer);
      });
      this.zlib = inflater;
    } else {
      const deflater = createGzip({
        level: this.input.gzipLevel ?? STORAGE_GZIP_LEVEL,
        chunkSize: ZLIB_CHUNK_BYTES,
        writableHighWaterMark: 2 * DEFLATE_BATCH_BYTES,
      } as ZlibOptions);
      deflater.on("data", (out: Buffer) => this.stored.push(out));
      this.zlib = deflater;
    }
    this.zlib.on("error", (error: Error) => {
      this.zlibError ??= error;
    });
    const head = this.head;
    this.head = [];
    for (const chunk of head) if (this.failure === null) await this.feed(chunk);
  }

  private async feed(chunk: Uint8Array): Promise<void> {
    const zlib = this.zlib!;
    let accepted = true;
    if (this.encoding === "gzip") {
      accepted = zlib.write(chunk);
      this.stored.push(chunk);
    } else {
      this.batch.push(chunk);
      this.batchLength += chunk.length;
      const flushed = this.batchLength >= DEFLATE_BATCH_BYTES;
      if (flushed) accepted = this.flushBatch();
      this.scan(chunk); // while the thread pool compresses
      // A body read in memory resolves in microtasks alone: let zlib's completions run.
      if (flushed && accepted) await new Promise(setImmediate);
    }
    if (!accepted && this.failure === null) await settled(zlib, "drain");
    if (this.failure === null && this.zlibError !== null) this.failure = this.zlibRejection(this.zlibError);
  }

  private flushBatch(): boolean {
    const bytes = Buffer.concat(this.batch, this.batchLength);
    this.batch = [];
    this.batchLength = 0;
    return this.zlib!.write(bytes);
  }

  private onInflated(out: Buffer): void {
    this.inflated += out.length;
    if (this.inflated > this.input.maxBytes) {
      this.failure = this.rejection(
        "gzip-too-large",
        `the gzip file inflates to more than the ${formatBytes(this.input.maxBytes)} limit: results files are 20-80 MB of JSON; check that this is the right file`,
      );
      this.zlib!.destroy();
      return;
    }
    this.scan(out);
    if (this.failure !== null) this.zlib!.destroy();
  }

  private scan(bytes: Uint8Array): void {
    const t = performance.now();
    const ok = this.scanner.push(bytes);
    this.scanMs += performance.now() - t;
    if (!ok) this.failure = this.fromScan(this.scanner.end());
  }

  private async finish(): Promise<ReceiveUploadResult> {
    const zlib = this.zlib!;
    const sha256 = this.hash.digest("hex");
    const complete = { sizeBytes: this.received, sha256 };
    if (this.encoding === "json") {
      // The JSON is judged first: an invalid file is not worth compressing.
      const scanned = this.endScan();
      if (!scanned.ok) return { ...this.fromScan(scanned), ...complete };
      if (this.batchLength > 0) this.flushBatch();
      zlib.end();
      await settled(zlib, "end");
      this.zlibMs = performance.now() - this.zlibStarted;
      if (this.zlibError !== null) throw this.zlibError; // compressing fails only on a bug
      return this.accept(scanned, complete);
    }
    zlib.end();
    await settled(zlib, "end");
    this.zlibMs = performance.now() - this.zlibStarted;
    if (this.failure !== null) return { ...this.failure, ...complete };
    if (this.zlibError !== null) return { ...this.zlibRejection(this.zlibError), ...complete };
    const scanned = this.endScan();
    if (!scanned.ok) return { ...this.fromScan(scanned), ...complete };
    return this.accept(scanned, complete);
  }

  private endScan(): ScanResult {
    const t = performance.now();
    const scanned = this.scanner.end();
    this.scanMs += performance.now() - t;
    return scanned;
  }

  private accept(scanned: Extract<ScanResult, { ok: true }>, complete: { sizeBytes: number; sha256: string }) {
    return {
      ok: true as const,
      ...complete,
      originalEncoding: this.encoding!,
      gzipBytes: Buffer.concat(this.stored),
      results: scanned.value,
      jsonBytes: scanned.jsonBytes,
      recordCount: scanned.recordCount,
      summarisedKeys: scanned.summarisedKeys,
      timings: {
        receiveMs: this.receiveMs,
        hashMs: this.hashMs,
        scanMs: this.scanMs,
        zlibMs: this.zlibMs,
        totalMs: performance.now() - this.started,
      },
    };
  }

  private fromScan(scanned: ScanResult): UploadRejection {
    if (scanned.ok) throw new Error("receiveUpload: the scanner failed without an error");
    const { code, message, position } = scanned.error;
    const where = this.encoding === "gzip" && position ? " (offsets count the decompressed JSON)" : "";
    return { ok: false, code, message: `${message}${where}`, ...(position ? { position } : {}) };
  }

  private zlibRejection(error: Error & { code?: string }): UploadRejection {
    if (this.encoding === "json") throw error; // compressing fails only on a bug
    return error.code === "Z_BUF_ERROR"
      ? this.rejection(
          "truncated-gzip",
          "the gzip data is truncated (unexpected end of file): upload the complete file",
        )
      : this.rejection(
          "corrupt-gzip",
          `the gzip data is corrupt (${error.message}): compress the file again (gzip -k file.json) and upload the new .json.gz`,
        );
  }

  private rejection(code: ReceiveUploadErrorCode, message: string): UploadRejection {
    return { ok: false, code, message };
  }

  private reject(code: ReceiveUploadErrorCode, message: string): UploadRejection {
    this.failure = this.rejection(code, message);
    return this.failure;
  }

  dispose(): void {
    if (this.zlib !== null && !this.zlib.destroyed) this.zlib.destroy();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}
