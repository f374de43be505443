// Receives an uploaded file as a stream: caps its size as the bytes arrive, hashes them, inflates
// gzip (bomb-safe) or gzips plain JSON for storage, and hands the bytes to the kind's scanner on the way in.
import type { FileScanner, ScannedFile, ScanOutcome } from "@/lib/benchmarks/kind";
import { eventLoopYielder } from "@/lib/platform/event-loop-yield";
import { GzipInflater } from "./gzip-inflater";
import { STORAGE_GZIP_LEVEL, StorageCompressor } from "./storage-compressor";
import { UploadReader, type UploadBody } from "@/lib/http/upload-reader";
import {
  badGzip,
  badJson,
  cutOff,
  declaredTooLarge,
  empty,
  endedEarly,
  gzipTooLarge,
  notGzip,
  stalled,
  tooLarge,
  type UploadRejection,
} from "./upload-rejection";
import type { ZlibError } from "./zlib-stage";
import { err, ok, type Result } from "@/lib/result";

export type { UploadRejection } from "./upload-rejection";
export { STORAGE_GZIP_LEVEL } from "./storage-compressor";

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
  /** What reads the (decompressed) bytes as they arrive: the benchmark kind's scanner. */
  scanner: FileScanner<unknown>;
};

/** receiveMs, zlibMs, totalMs are wall time; hashMs and scanMs are main-thread time within them. */
type ReceiveUploadTimings = {
  receiveMs: number;
  hashMs: number;
  scanMs: number;
  zlibMs: number;
  totalMs: number;
};

export type ReceivedUpload = {
  /** SHA-256 (hex) of the bytes as uploaded. */
  sha256: string;
  sizeBytes: number;
  originalEncoding: "json" | "gzip";
  /** The file gzip-compressed for storage: the upload itself when it was gzip. */
  gzipBytes: Buffer;
  /** What the scanner made of the file (MR-Ben: the parsed results; extraction: the text). */
  scanned: unknown;
  jsonBytes: number;
  timings: ReceiveUploadTimings;
};

export type ReceiveUploadResult = Result<ReceivedUpload, UploadRejection>;

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/** Receive, check and parse an uploaded results file. Never throws for bad input; only for misuse. */
export async function receiveUpload(input: ReceiveUploadInput): Promise<ReceiveUploadResult> {
  if (!(input.maxBytes > 0)) throw new RangeError("receiveUpload: maxBytes must be positive");
  const { declaredLength, maxBytes } = input;
  const idleTimeoutMs = input.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const reader = new UploadReader(input.body, { maxBytes, idleTimeoutMs });
  if (declaredLength !== null && declaredLength > maxBytes) {
    reader.cancel();
    return err(declaredTooLarge(declaredLength, maxBytes, input.declaredGzip));
  }
  const reception = new Reception(input, reader, idleTimeoutMs);
  try {
    return await reception.run();
  } finally {
    reception.dispose();
    reader.cancel();
  }
}

/** One upload on its way in: reads it, sends it through zlib and the scanner, and times each. */
class Reception {
  private readonly started = performance.now();
  private readonly input: ReceiveUploadInput;
  private readonly reader: UploadReader;
  private readonly idleTimeoutMs: number;
  private readonly scanner: FileScanner<unknown>;
  private failure: UploadRejection | null = null;
  private encoding: "json" | "gzip" | null = null;
  /** The first bytes, held until they say whether the upload is gzip. */
  private head: Uint8Array[] = [];
  private zlib: GzipInflater | StorageCompressor | null = null;
  private zlibStarted = 0;
  private receiveMs = 0;
  private scanMs = 0;
  private zlibMs = 0;

  constructor(input: ReceiveUploadInput, reader: UploadReader, idleTimeoutMs: number) {
    this.input = input;
    this.reader = reader;
    this.idleTimeoutMs = idleTimeoutMs;
    this.scanner = input.scanner;
  }

  async run(): Promise<ReceiveUploadResult> {
    const { maxBytes, declaredLength } = this.input;
    const reader = this.reader;
    const yieldIfDue = eventLoopYielder();
    for (;;) {
      await yieldIfDue();
      const read = await reader.read();
      if (read.kind === "done") break;
      if (read.kind === "stalled") return this.reject(stalled(this.idleTimeoutMs, reader.received));
      if (read.kind === "error") return this.reject(cutOff(reader.received, read.error));
      if (read.kind === "too-large") return this.reject(tooLarge(maxBytes, reader.received, this.encoding === "gzip"));
      if (this.encoding === null) {
        this.head.push(read.chunk);
        if (reader.received >= 2) await this.start();
      } else await this.feed(read.chunk);
      if (this.failure !== null) return err(this.failure);
    }
    this.receiveMs = performance.now() - this.started;
    if (reader.received === 0) return this.reject(empty());
    if (declaredLength !== null && reader.received < declaredLength)
      return this.reject(endedEarly(reader.received, declaredLength));
    if (this.encoding === null) await this.start();
    if (this.failure !== null) return err(this.failure);
    return this.finish();
  }

  /** Decide gzip or plain from the first bytes (not the name), then process the bytes held so far. */
  private async start(): Promise<void> {
    const first = this.head[0]!;
    const second = first.length > 1 ? first[1] : this.head[1]?.[0];
    const gzip = first[0] === 0x1f && second === 0x8b;
    if (!gzip && this.input.declaredGzip) {
      this.failure = notGzip();
      return;
    }
    this.encoding = gzip ? "gzip" : "json";
    this.zlibStarted = performance.now();
    const { maxBytes } = this.input;
    this.zlib = gzip
      ? new GzipInflater(maxBytes, {
          accepting: () => this.failure === null,
          take: (out) => this.scan(out),
          tooLarge: () => {
            this.failure = gzipTooLarge(maxBytes);
          },
        })
      : new StorageCompressor(this.input.gzipLevel ?? STORAGE_GZIP_LEVEL);
    const head = this.head;
    this.head = [];
    for (const chunk of head) if (this.failure === null) await this.feed(chunk);
  }

  private async feed(chunk: Uint8Array): Promise<void> {
    const zlib = this.zlib!;
    let accepted = true;
    if (zlib instanceof GzipInflater) accepted = zlib.write(chunk);
    else {
      const batch = zlib.add(chunk);
      accepted = batch !== "full";
      this.scan(chunk); // while the thread pool compresses
      // A body read in memory resolves in microtasks alone: let zlib's completions run.
      if (batch === "written") await new Promise(setImmediate);
    }
    if (!accepted && this.failure === null) await zlib.drained();
    if (this.failure === null && zlib.error !== null) this.failure = this.zlibRejection(zlib.error);
  }

  private scan(bytes: Uint8Array): void {
    const t = performance.now();
    const ok = this.scanner.push(bytes);
    this.scanMs += performance.now() - t;
    if (ok) return;
    const scanned = this.scanner.end();
    if (scanned.ok) throw new Error("receiveUpload: the scanner refused the bytes without an error");
    this.failure = badJson(scanned.error, this.encoding === "gzip");
  }

  private async finish(): Promise<ReceiveUploadResult> {
    const zlib = this.zlib!;
    const complete = { sizeBytes: this.reader.received, sha256: this.reader.digest() };
    if (this.encoding === "json") {
      // The JSON is judged first: an invalid file is not worth compressing.
      const scanned = this.endScan();
      if (!scanned.ok) return err({ ...badJson(scanned.error, false), ...complete });
      await zlib.end();
      this.zlibMs = performance.now() - this.zlibStarted;
      if (zlib.error !== null) throw zlib.error; // compressing fails only on a bug
      return this.accept(scanned.value, complete);
    }
    await zlib.end();
    this.zlibMs = performance.now() - this.zlibStarted;
    if (this.failure !== null) return err({ ...this.failure, ...complete });
    if (zlib.error !== null) return err({ ...this.zlibRejection(zlib.error), ...complete });
    const scanned = this.endScan();
    if (!scanned.ok) return err({ ...badJson(scanned.error, true), ...complete });
    return this.accept(scanned.value, complete);
  }

  private endScan(): ScanOutcome<unknown> {
    const t = performance.now();
    const scanned = this.scanner.end();
    this.scanMs += performance.now() - t;
    return scanned;
  }

  private accept(scanned: ScannedFile<unknown>, complete: { sizeBytes: number; sha256: string }): ReceiveUploadResult {
    return ok({
      ...complete,
      originalEncoding: this.encoding!,
      gzipBytes: this.zlib!.storedBytes(),
      scanned: scanned.content,
      jsonBytes: scanned.jsonBytes,
      timings: {
        receiveMs: this.receiveMs,
        hashMs: this.reader.hashMs,
        scanMs: this.scanMs,
        zlibMs: this.zlibMs,
        totalMs: performance.now() - this.started,
      },
    });
  }

  private zlibRejection(error: ZlibError): UploadRejection {
    if (this.encoding === "json") throw error; // compressing fails only on a bug
    return badGzip(error);
  }

  private reject(rejection: UploadRejection): ReceiveUploadResult {
    this.failure = rejection;
    return err(rejection);
  }

  dispose(): void {
    this.zlib?.destroy();
  }
}
