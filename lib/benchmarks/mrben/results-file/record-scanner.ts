// Scans a results file's bytes as they arrive and JSON.parses each subject record on its own, so
// the file is never one string (non-ASCII text makes V8 hold a 22 MB file as a 44 MB string).
import { ParsedResults } from "./parsed-results";
import { RecordBounds } from "./record-bounds";
import {
  duplicateSubjectKey,
  recordSyntaxError,
  tooDeep,
  tooManyValues,
  truncatedJson,
  valueTooLarge,
} from "./scan-failures";
import {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_MEMBER_BYTES,
  DEFAULT_MAX_VALUE_BYTES,
  DEFAULT_MAX_VALUES,
  type RecordScannerOptions,
} from "./scan-limits";
import { startOfFile } from "./scan-position";
import type { ScanError, ScanPosition, ScanResult } from "./scan-result";
import { StructureValidator } from "./structure-validator";
import { CAPTURE_KEY, CAPTURE_MEMBER, CAPTURE_NONE, CAPTURE_RECORD, ValueCapture } from "./value-capture";

export type { ScanError, ScanPosition, ScanResult } from "./scan-result";
export type { RecordScannerOptions } from "./scan-limits";

/**
 * push() the bytes in order (it returns false once the input is known to be bad: stop feeding),
 * then end() for the parsed value or the first problem. A pushed chunk must not change afterwards.
 */
export class RecordScanner extends StructureValidator {
  private readonly maxValueBytes: number;
  private readonly maxMemberBytes: number;
  private readonly results: ParsedResults;
  private ended = false;

  /** The bytes kept of a record, a subject key or a non-array member. */
  private readonly captured = new ValueCapture();
  /** The record being scanned. */
  private readonly record: RecordBounds;

  private keyPosition: ScanPosition = startOfFile();
  private memberFirstByte = 0;

  constructor({
    maxDepth = DEFAULT_MAX_DEPTH,
    maxValueBytes = DEFAULT_MAX_VALUE_BYTES,
    maxMemberBytes = DEFAULT_MAX_MEMBER_BYTES,
    maxValues = DEFAULT_MAX_VALUES,
    sink,
  }: RecordScannerOptions = {}) {
    if (!(maxDepth >= 2)) throw new RangeError("maxDepth must be at least 2 (the object and a subject's array)");
    super(maxDepth);
    this.maxValueBytes = maxValueBytes;
    this.maxMemberBytes = maxMemberBytes;
    this.results = new ParsedResults(maxValues, sink ?? null);
    this.record = new RecordBounds(maxDepth);
  }

  /** Scan the next bytes; false once the input is known to be bad (end() says why). */
  push(chunk: Uint8Array): boolean {
    if (this.ended) throw new Error("RecordScanner.push called after end");
    if (this.error !== null) return false;
    const n = chunk.length;
    if (n === 0) return true;
    this.enterChunk(chunk);
    this.record.newChunk();
    let i = 0;
    while (i < n && this.error === null) i = this.inRecord ? this.scanRecord(i) : this.scanStructure(i);
    if (this.error === null && this.captured.kind !== CAPTURE_NONE) {
      this.keep(this.chunk.subarray(this.captured.from, n));
      this.captured.from = 0;
    }
    this.leaveChunk();
    return this.error === null;
  }

  /** The parsed file, or the first problem in it. */
  end(): ScanResult {
    if (this.ended) throw new Error("RecordScanner.end called twice");
    this.ended = true;
    if (this.error === null) this.finishInput();
    if (this.error !== null) return { ok: false, error: this.error };
    return {
      ok: true,
      value: this.results.value,
      jsonBytes: this.base,
      recordCount: this.results.recordCount,
      summarisedKeys: this.results.summarisedKeys,
    };
  }

  /** Scan the record on from chunk index `start`, and parse it once it ends. */
  private scanRecord(start: number): number {
    const chunk = this.chunk;
    const end = this.record.scan(chunk, start, this.base);
    if (this.record.tooDeepAt >= 0) {
      const head = this.captured.soFar(chunk.subarray(this.captured.from, this.record.tooDeepAt));
      this.fail(tooDeep(this.maxDepth, this.positionInCapture(head, head.length)));
      return chunk.length;
    }
    if (end < chunk.length) {
      this.leaveRecord();
      const bytes = this.takeCapture(end);
      if (bytes !== null) this.finishRecord(bytes, chunk[end]!);
    }
    return end;
  }

  /** Parse a complete record; `terminator` is the byte after it, null at the end of the input. */
  private finishRecord(bytes: Uint8Array, terminator: number | null): void {
    // Counted before parsing: what the parsed record would cost is the point.
    if (!this.spendValues(Math.max(1, this.record.values), () => this.positionInCapture(bytes, 0))) return;
    const text = this.decode(bytes, this.captured.offset);
    if (text === null) return;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      this.fail(recordSyntaxError(text, bytes, error, terminator, this.positionAt(this.captured.offset)));
      return;
    }
    if (terminator === null) {
      this.fail(truncatedJson("Unexpected end of JSON input", this.positionInCapture(bytes, bytes.length)));
      return;
    }
    this.results.addRecord(record);
    // Move the line and column past the record.
    const extraBytes = bytes.length - text.length;
    if (this.record.newlines > 0) {
      this.line += this.record.newlines;
      this.lineStart = this.record.lastNewline + 1;
      this.lineExtraBytes =
        extraBytes === 0
          ? 0
          : this.captured.offset + bytes.length - this.lineStart - (text.length - text.lastIndexOf("\n") - 1);
    } else this.lineExtraBytes += extraBytes;
  }

  private finishInput(): void {
    if (this.inRecord) {
      const bytes = this.takeCapture(0);
      if (bytes !== null) this.finishRecord(bytes, null);
    } else this.finishStructure();
  }

  // What the validator finds.

  protected override openSubject(): void {
    this.results.openSubject();
  }

  protected override closeSubject(): void {
    this.results.closeSubject();
  }

  protected override inSubject(): boolean {
    return this.results.inSubject();
  }

  protected override startRecord(i: number): void {
    this.startCapture(CAPTURE_RECORD, i);
    this.inRecord = true;
    this.record.start();
  }

  protected override startMember(c: number, i: number): void {
    this.startCapture(CAPTURE_MEMBER, i);
    this.memberFirstByte = c;
  }

  protected override startSubjectKey(i: number): void {
    this.keyPosition = this.position(i);
    this.startCapture(CAPTURE_KEY, i);
  }

  protected override endSubjectKey(end: number): void {
    const bytes = this.takeCapture(end);
    const text = bytes && this.decode(bytes, this.captured.offset);
    if (text === null) return;
    const key = JSON.parse(text) as string; // validated byte by byte
    this.results.key = key;
    if (!this.spendValues(1, () => this.keyPosition)) return;
    if (this.results.has(key)) this.fail(duplicateSubjectKey(key, this.keyPosition));
  }

  /** A value ended just before chunk index `end`: if it is a non-array member, keep it. */
  protected override valueDone(end: number): void {
    if (this.stack.length !== 1 || this.captured.kind !== CAPTURE_MEMBER) return;
    const bytes = this.takeCapture(end);
    if (bytes === null) return;
    if (this.captured.overflow) this.results.summariseMember(this.memberFirstByte);
    else this.results.keepMember(bytes);
  }

  protected override fail(error: ScanError): void {
    super.fail(error);
    this.captured.stop();
  }

  /** Count `count` more values toward maxValues; false (and failed) past it. */
  private spendValues(count: number, where: () => ScanPosition): boolean {
    if (this.results.spendValues(count)) return true;
    this.fail(tooManyValues(this.results.maxValues, where()));
    return false;
  }

  // Capture: a member is kept up to maxMemberBytes in all, a record or subject key up to maxValueBytes.

  private startCapture(kind: number, i: number): void {
    const member = kind === CAPTURE_MEMBER;
    this.captured.start(
      kind,
      i,
      this.base + i,
      member ? this.results.memberBytes : 0,
      member ? this.maxMemberBytes : this.maxValueBytes,
    );
  }

  /** Keep bytes of the value being captured past the end of their chunk. */
  private keep(bytes: Uint8Array): void {
    if (!this.captured.keep(bytes)) this.failTooLarge();
  }

  /** The captured value's bytes, ending before chunk index `end` (valid until the next capture), or null on failure. */
  private takeCapture(end: number): Uint8Array | null {
    const bytes = this.captured.take(this.chunk.subarray(this.captured.from, end));
    if (bytes === null) this.failTooLarge();
    return this.error === null ? bytes : null;
  }

  private failTooLarge(): void {
    const isKey = this.captured.kind === CAPTURE_KEY;
    const position = isKey ? this.keyPosition : this.positionAt(this.captured.offset);
    this.fail(valueTooLarge(isKey, this.maxValueBytes, position));
  }

  /** The position `at` bytes into `bytes`, the captured value, which starts where the validator's accounting stops. */
  private positionInCapture(bytes: Uint8Array, at: number): ScanPosition {
    return this.positionInValue(bytes, at, this.captured.offset);
  }
}

/** Scan a whole byte array in chunks of `chunkSize` bytes (tests, the CLI). */
export function scanResultsBytes({
  bytes,
  chunkSize = 64 * 1024,
  ...options
}: { bytes: Uint8Array; chunkSize?: number } & RecordScannerOptions): ScanResult {
  const scanner = new RecordScanner(options);
  for (let i = 0; i < bytes.length; i += chunkSize) if (!scanner.push(bytes.subarray(i, i + chunkSize))) break;
  return scanner.end();
}
