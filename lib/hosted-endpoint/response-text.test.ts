// Upstream text read within a byte limit, and excerpted for a failure's detail without the key.
import { describe, expect, it } from "vitest";
import { excerpt, readLimitedText, redact } from "./response-text";

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("reading an answer", () => {
  it("reads it whole under the limit, across chunks splitting a character", async () => {
    const bytes = new TextEncoder().encode("héllo");
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 2));
        controller.enqueue(bytes.subarray(2));
        controller.close();
      },
    });
    expect(await readLimitedText(split, 100)).toEqual({ text: "héllo", truncated: false });
    expect(await readLimitedText(null, 100)).toEqual({ text: "", truncated: false });
  });

  it("stops at the limit and says so", async () => {
    expect(await readLimitedText(streamOf("abcdef", "ghij"), 8)).toEqual({ text: "abcdefgh", truncated: true });
  });
});

describe("a failure's excerpt", () => {
  const key = 'sk-"odd"/key+1';

  it("removes the key as sent, JSON-escaped and URL-encoded", () => {
    const text = `a ${key} b ${JSON.stringify(key)} c ${encodeURIComponent(key)}`;
    expect(redact(text, key)).toBe('a [API key] b "[API key]" c [API key]');
    expect(redact("nothing", null)).toBe("nothing");
  });

  it("removes the key echoed reversed, in hex, in base64 at any alignment, or spelled out with blanks", () => {
    const key = "sk-live-0123456789abcdef";
    const b64 = (text: string) => Buffer.from(text).toString("base64");
    const echoes = [
      [...key].reverse().join(""),
      Buffer.from(key).toString("hex"),
      b64(key),
      b64(`Authorization: Bearer ${key}`),
      b64(`x${key}`),
      b64(`xy${key}!`),
      Buffer.from(`xy${key}`).toString("base64url"),
      [...key].join(" "),
      [...key].join("-"),
      [...key].join("\n"),
    ];
    for (const echo of echoes) {
      const cleaned = redact(`the endpoint said: ${echo} (done)`, key);
      expect(cleaned, echo).toContain("[API key]");
      // Nothing of the key is left that would give more than a few of its characters.
      expect(cleaned, echo).not.toContain("0123456789");
      const middle = echo.slice(Math.floor(echo.length / 2) - 4, Math.floor(echo.length / 2) + 4);
      expect(cleaned, echo).not.toContain(middle);
    }
    expect(redact("an ordinary answer with no key", key)).toBe("an ordinary answer with no key");
  });

  it("is one line, at most 200 characters", () => {
    expect(excerpt("a\n\n b\u0000\tc", null)).toBe("a b c");
    expect(excerpt("x".repeat(300), null)).toBe(`${"x".repeat(200)}…`);
  });

  it("drops a key cut in half at the byte limit", () => {
    expect(excerpt(`echo sk-abcdefgh`.slice(0, 12), "sk-abcdefgh", { truncated: true })).not.toContain("sk-a");
  });
});
