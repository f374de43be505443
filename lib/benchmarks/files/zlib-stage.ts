// A zlib stream driven from the upload loop: written with backpressure, its end awaited, and its
// first error kept (zlib reports errors as events; the loop looks for one between chunks).
import type { Gunzip, Gzip } from "node:zlib";

// Each zlib write or output chunk is a round trip to libuv's thread pool; 64 KB pieces made
// streaming (de)compression 2-3 times slower than one call, these sizes keep it close.
export const ZLIB_CHUNK_BYTES = 256 * 1024;

export type ZlibError = Error & { code?: string };

export abstract class ZlibStage<S extends Gzip | Gunzip> {
  /** The first error the stream reported. */
  error: ZlibError | null = null;
  protected readonly stream: S;

  protected constructor(stream: S) {
    this.stream = stream;
    stream.on("error", (error: Error) => {
      this.error ??= error;
    });
  }

  /** What to store of the upload: the gzip file. */
  abstract storedBytes(): Buffer;

  /** Resolves when the stream can take more, or is gone. */
  drained(): Promise<void> {
    return settled(this.stream, "drain");
  }

  /** End the input; resolves when all the output is out, or the stream is gone. */
  end(): Promise<void> {
    this.stream.end();
    return settled(this.stream, "end");
  }

  destroy(): void {
    if (!this.stream.destroyed) this.stream.destroy();
  }
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
