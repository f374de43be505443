// Hostile request bodies, built at test time so nothing large is committed: gzip bombs,
// bodies that stall, fail or never end, deep nesting, huge values, and raw JSON text that
// JSON.stringify cannot write (NaN, byte order marks, bad UTF-8).
import { createGzip } from "node:zlib";

/** gzip of `size` spaces, compressed as a stream so the test never holds the inflated bytes. */
export async function gzipOfSpaces(size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const chunks: Buffer[] = [];
  const gzip = createGzip({ level: 1 });
  gzip.on("data", (data: Buffer) => chunks.push(data));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  for (let written = 0; written < size; written += chunk.length) {
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

/** A body that sends `head` and then nothing, ever (until cancelled). */
export function stallingBody(head: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return new Promise<void>(() => {});
      sent = true;
      controller.enqueue(head);
    },
  });
}

/** A body that sends `head` and then fails, as when the client's connection drops. */
export function failingBody(head: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(new Error("connection reset by peer"));
      else {
        sent = true;
        controller.enqueue(head);
      }
    },
  });
}

/** A body that sends nothing at all. */
export function silentBody(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) });
}

/** A body of `total` bytes of `fill`, made as it is read; `pulled()` says how many bytes the server took. */
export function lazyBody(total: number, fill = 0x20, chunkSize = 64 * 1024) {
  let sent = 0;
  const chunk = new Uint8Array(chunkSize).fill(fill);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const next = chunk.subarray(0, Math.min(chunkSize, total - sent));
      sent += next.length;
      controller.enqueue(next.slice());
    },
  });
  return { body, pulled: () => sent };
}

/** `depth` nested arrays around `inner`. */
export const deepArray = (depth: number, inner = "0") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

/** `text` with each `"@@name@@"` string literal replaced by raw JSON text (NaN, 1e999, an escape...). */
export function spliceRaw(text: string, raw: Record<string, string>): string {
  let out = text;
  for (const [name, value] of Object.entries(raw)) {
    const placeholder = JSON.stringify(`@@${name}@@`);
    if (!out.includes(placeholder)) throw new Error(`spliceRaw: no placeholder ${placeholder}`);
    out = out.replace(placeholder, () => value);
  }
  return out;
}

/** `text` as bytes, with the first occurrence of the marker `@@bytes@@` replaced by raw `bytes`. */
export function spliceBytes(text: string, bytes: number[]): Buffer {
  const at = text.indexOf("@@bytes@@");
  if (at < 0) throw new Error("spliceBytes: no @@bytes@@ marker");
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    Buffer.from(bytes),
    Buffer.from(text.slice(at + "@@bytes@@".length)),
  ]);
}

export const UTF8_BOM = [0xef, 0xbb, 0xbf];

export const withBom = (bytes: Uint8Array): Buffer => Buffer.concat([Buffer.from(UTF8_BOM), bytes]);
