// Reading an upstream answer safely: at most a given number of bytes (a hostile endpoint cannot
// fill the server's memory), and error excerpts short, on one line, and without the API key.

/** What the client needs of a fetch Response's body. */
export interface ByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(reason?: unknown): Promise<void> };
}

export async function readLimitedText(
  body: ByteStream | null,
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  if (!body) return { text: "", truncated: false };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) return { text: text + decoder.decode(), truncated: false };
    if (bytes + value.byteLength > maxBytes) {
      text += decoder.decode(value.subarray(0, maxBytes - bytes));
      await reader.cancel().catch(() => undefined);
      return { text, truncated: true };
    }
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
}

/** Every spelling of the key a server might echo: as sent, JSON-escaped, URL-encoded. */
export function redact(text: string, secret: string | null): string {
  if (!secret) return text;
  const spellings = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
  let out = text;
  for (const spelling of spellings) out = out.split(spelling).join("[API key]");
  return out;
}

const EXCERPT_CHARS = 200;

/**
 * A short, single-line excerpt of an upstream text for a failure's detail, the key removed. A text
 * cut off at a byte limit loses its last key's length of characters first, so half a key cannot remain.
 */
export function excerpt(text: string, secret: string | null, { truncated = false } = {}): string {
  const whole = truncated && secret ? text.slice(0, Math.max(0, text.length - secret.length)) : text;
  const line = redact(whole, secret)
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line;
}
