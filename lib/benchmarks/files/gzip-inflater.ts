// Inflates a gzip upload as it arrives, handing the JSON on piece by piece, and stops at the size
// cap on the inflated bytes: a small gzip file can inflate to gigabytes (a gzip bomb).
import { createGunzip, type Gunzip, type ZlibOptions } from "node:zlib";
import { ZLIB_CHUNK_BYTES, ZlibStage } from "./zlib-stage";

/** How far zlib's output may run ahead, so zlib and the scanner work at once with bounded memory. */
const ZLIB_AHEAD_BYTES = 4 * ZLIB_CHUNK_BYTES;

/** Where the inflated bytes go. */
export type InflatedTarget = {
  /** False once the upload has failed: no more output is read. */
  accepting(): boolean;
  take(out: Buffer): void;
  /** The output went past maxBytes; the inflater stops. */
  tooLarge(): void;
};

export class GzipInflater extends ZlibStage<Gunzip> {
  private inflated = 0;
  /** The upload's chunks, stored as they are. */
  private readonly upload: Uint8Array[] = [];
  private readonly maxBytes: number;
  private readonly target: InflatedTarget;

  constructor(maxBytes: number, target: InflatedTarget) {
    super(createGunzip({ chunkSize: ZLIB_CHUNK_BYTES, readableHighWaterMark: ZLIB_AHEAD_BYTES } as ZlibOptions));
    this.maxBytes = maxBytes;
    this.target = target;
    // Paused mode: zlib inflates the next piece on the thread pool while this thread scans.
    this.stream.on("readable", () => {
      for (let out: unknown; target.accepting() && (out = this.stream.read()) !== null;) this.onInflated(out as Buffer);
    });
  }

  /** Inflate the next bytes of the upload; false when zlib asks to wait for drained(). */
  write(chunk: Uint8Array): boolean {
    const accepted = this.stream.write(chunk);
    this.upload.push(chunk);
    return accepted;
  }

  override storedBytes(): Buffer {
    return Buffer.concat(this.upload);
  }

  private onInflated(out: Buffer): void {
    this.inflated += out.length;
    if (this.inflated > this.maxBytes) {
      this.target.tooLarge();
      this.stream.destroy();
      return;
    }
    this.target.take(out);
    if (!this.target.accepting()) this.stream.destroy();
  }
}
