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

/** Shorter keys are not looked for in their encodings: four base64 characters match by chance. */
const MIN_ENCODED_KEY_CHARS = 8;

/**
 * The base64 text a key turns into wherever it sits in an encoded text: at each of the three byte
 * alignments, the characters that come from the key's bytes alone (standard and URL-safe alphabets).
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString("base64")
      .replace(/=+$/, "");
    const end = (offset + bytes.length) % 3 === 0 ? encoded.length : Math.floor((offset + bytes.length) / 3) * 4;
    const core = encoded.slice(offset === 0 ? 0 : 4, end);
    if (core.length >= MIN_ENCODED_KEY_CHARS) cores.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return cores;
}

const BASE64_CHARS = "[A-Za-z0-9+/_-]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The key's characters with any run of blanks or separators between them ("s k - 1 2 3"). */
function spacedPattern(secret: string): RegExp {
  const escaped = [...secret].map(escapeRegExp);
  return new RegExp(escaped.join("[\\s._·,:|/\\\\-]*"), "g");
}

/**
 * Every text from an endpoint without the key in it: as sent, JSON-escaped, URL-encoded, reversed,
 * in hex, in base64 (at any alignment), and spelled out with blanks or separators between its
 * characters. An endpoint that echoes the key back cannot make the portal store or show it.
 */
export function redact(text: string, secret: string | null): string {
  if (!secret) return text;
  const hex = Buffer.from(secret, "utf8").toString("hex");
  const spellings = new Set([
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    [...secret].reverse().join(""),
    ...(secret.length >= MIN_ENCODED_KEY_CHARS / 2 ? [hex, hex.toUpperCase()] : []),
  ]);
  let out = text;
  for (const spelling of [...spellings].sort((a, b) => b.length - a.length))
    out = out.split(spelling).join("[API key]");
  for (const core of base64Cores(secret))
    // The groups around a base64 core hold the key's first and last bytes too: they go with it.
    out = out.replace(
      new RegExp(`${BASE64_CHARS}{0,4}${escapeRegExp(core)}${BASE64_CHARS}{0,3}={0,2}`, "g"),
      "[API key]",
    );
  return secret.length >= MIN_ENCODED_KEY_CHARS / 2 ? out.replace(spacedPattern(secret), "[API key]") : out;
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
