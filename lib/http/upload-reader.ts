// Reads an upload's body chunk by chunk: gives up when no byte arrives for the idle timeout, stops
// at the size cap, and counts and hashes (SHA-256) the bytes as they pass.
import { createHash } from "node:crypto";

export type UploadBody = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export type UploadRead =
  | { kind: "chunk"; chunk: Uint8Array }
  | { kind: "done" }
  | { kind: "stalled" }
  | { kind: "error"; error: unknown }
  | { kind: "too-large" };

type Source = { next(): Promise<IteratorResult<Uint8Array>>; cancel(): void };

type SourceRead =
  { kind: "chunk"; chunk: unknown } | { kind: "done" } | { kind: "stalled" } | { kind: "error"; error: unknown };

export class UploadReader {
  /** Bytes read so far: the chunk that would cross the cap is not among them. */
  received = 0;
  /** Main-thread time spent hashing. */
  hashMs = 0;
  private readonly source: Source;
  private readonly hash = createHash("sha256");
  private readonly maxBytes: number;
  private readonly idleTimeoutMs: number;

  /** Opens (locks) the body at once. */
  constructor(body: UploadBody, { maxBytes, idleTimeoutMs }: { maxBytes: number; idleTimeoutMs: number }) {
    this.source = openBody(body);
    this.maxBytes = maxBytes;
    this.idleTimeoutMs = idleTimeoutMs;
  }

  /** The next non-empty chunk, counted and hashed, or why there is none. Throws for a chunk that is not bytes. */
  async read(): Promise<UploadRead> {
    for (;;) {
      const read = await readWithin(this.source, this.idleTimeoutMs);
      if (read.kind !== "chunk") return read;
      const chunk = read.chunk;
      if (!(chunk instanceof Uint8Array)) throw new TypeError("receiveUpload: the body must yield Uint8Array chunks");
      if (chunk.length === 0) continue;
      if (this.received + chunk.length > this.maxBytes) return { kind: "too-large" };
      this.received += chunk.length;
      const t = performance.now();
      this.hash.update(chunk);
      this.hashMs += performance.now() - t;
      return { kind: "chunk", chunk };
    }
  }

  /** SHA-256 (hex) of the bytes read; call once, at the end. */
  digest(): string {
    return this.hash.digest("hex");
  }

  /** Stop the body (if it has not ended); safe to call more than once. */
  cancel(): void {
    this.source.cancel();
  }
}

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

function readWithin(source: Source, timeoutMs: number): Promise<SourceRead> {
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
