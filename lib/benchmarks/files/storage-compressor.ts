// Gzips a plain JSON upload for storage as it arrives, in batches (each zlib write is a round trip to
// the thread pool), and keeps the compressed output.
import { createGzip, type Gzip, type ZlibOptions } from "node:zlib";
import { ZLIB_CHUNK_BYTES, ZlibStage } from "./zlib-stage";

/**
 * The cheapest level (scripts/bench-receive.ts, 22 MB of JSON): 1 costs ~100 ms of CPU for 3.4 MB,
 * 3 ~120 ms for 3.1 MB, 6 ~300 ms for 2.7 MB. The pool runs it beside the scan, but where CPUs are
 * scarce its time adds to the upload's.
 */
export const STORAGE_GZIP_LEVEL = 1;
const DEFLATE_BATCH_BYTES = 1024 * 1024;

/** What add() did with the bytes: kept them for the next batch, or wrote the batch (zlib "full": wait for drained()). */
export type BatchOutcome = "batched" | "written" | "full";

export class StorageCompressor extends ZlibStage<Gzip> {
  private readonly output: Buffer[] = [];
  /** Plain bytes waiting to be compressed in one write. */
  private batch: Uint8Array[] = [];
  private batchLength = 0;

  constructor(level: number) {
    super(
      createGzip({
        level,
        chunkSize: ZLIB_CHUNK_BYTES,
        writableHighWaterMark: 2 * DEFLATE_BATCH_BYTES,
      } as ZlibOptions),
    );
    this.stream.on("data", (out: Buffer) => this.output.push(out));
  }

  /** Compress the next plain bytes, which must not change afterwards. */
  add(chunk: Uint8Array): BatchOutcome {
    this.batch.push(chunk);
    this.batchLength += chunk.length;
    if (this.batchLength < DEFLATE_BATCH_BYTES) return "batched";
    return this.flush() ? "written" : "full";
  }

  /** Compress what is batched and end the input; resolves when all the output is out. */
  override end(): Promise<void> {
    if (this.batchLength > 0) this.flush();
    return super.end();
  }

  override storedBytes(): Buffer {
    return Buffer.concat(this.output);
  }

  private flush(): boolean {
    const bytes = Buffer.concat(this.batch, this.batchLength);
    this.batch = [];
    this.batchLength = 0;
    return this.stream.write(bytes);
  }
}
