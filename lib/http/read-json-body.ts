// Reads a small JSON request body (metadata, not results files). The size cap holds while the
// bytes arrive, not only against Content-Length (a chunked body declares none), a body that
// stalls is given up, and the text must be UTF-8 without a byte order mark, as JSON requires.
import { env } from "@/lib/env";
import { problemResponse } from "@/lib/http/problem";
import { UploadReader } from "@/lib/http/upload-reader";
import { err, ok, type Result } from "@/lib/result";

/** The parsed body, or the problem to answer with (this is lib/http: the failure is the answer itself). */
type JsonBody = Result<unknown, Response>;

type Failure = Extract<JsonBody, { ok: false }>;

const notJson = (detail: string): Failure =>
  err(problemResponse({ status: 400, type: "invalid-json-body", title: "The request body is not JSON", detail }));

export async function readJsonBody(
  request: Request,
  maxBytes = 64 * 1024,
  { emptyAs }: { emptyAs?: unknown } = {},
): Promise<JsonBody> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
  const bytes = request.body ? await readCapped(request.body, maxBytes) : new Uint8Array(0);
  if (!(bytes instanceof Uint8Array)) return bytes;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return notJson("The body starts with a byte order mark: send the JSON as UTF-8 without one.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return notJson("The body is not valid UTF-8: send the JSON as UTF-8 text.");
  }
  // A body that is optional may be left out altogether.
  if (emptyAs !== undefined && text.trim() === "") return ok(emptyAs);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return notJson("Send the metadata as a JSON object with Content-Type: application/json.");
  }
  // No field of the API is called that, and a schema that skips it quietly would accept the body.
  if (hasProtoKey(value)) return notJson('The body has a "__proto__" key, which no field of this API has: remove it.');
  return ok(value);
}

/** Whether any object in a parsed JSON value has an own "__proto__" key (a loop, not recursion: bodies can nest deep). */
function hasProtoKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null) continue;
    if (!Array.isArray(next) && Object.hasOwn(next, "__proto__")) return true;
    for (const inner of Object.values(next)) pending.push(inner);
  }
  return false;
}

/** The whole body, or the problem that stopped it: larger than `maxBytes`, stalled, or cut off. */
async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | Failure> {
  const reader = new UploadReader(body, { maxBytes, idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS });
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const read = await reader.read();
      if (read.kind === "done") return Buffer.concat(chunks);
      if (read.kind === "chunk") chunks.push(read.chunk);
      else if (read.kind === "too-large") return tooLarge(maxBytes);
      else if (read.kind === "stalled") return stalled(env.UPLOAD_IDLE_TIMEOUT_MS);
      else return notJson("The request body was cut off before its end: send it again.");
    }
  } finally {
    reader.cancel();
  }
}

function tooLarge(maxBytes: number): Failure {
  return err(
    problemResponse({
      status: 413,
      type: "body-too-large",
      title: "Request body too large",
      detail: `The JSON body must be at most ${maxBytes} bytes.`,
    }),
  );
}

function stalled(idleTimeoutMs: number): Failure {
  return err(
    problemResponse({
      status: 408,
      type: "stalled",
      title: "The request body stalled",
      detail: `No data arrived for ${idleTimeoutMs} ms before the body ended: send the request again.`,
    }),
  );
}
