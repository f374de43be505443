import { describe, expect, it } from "vitest";
import { firstInvalidUtf8Offset } from "./utf8";

/** The reference: the longest prefix a strict decoder accepts. */
function referenceOffset(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    decoder.decode(bytes);
    return bytes.length;
  } catch {
    let good = 0;
    for (let end = 1; end <= bytes.length; end += 1) {
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
        good = end;
      } catch {
        break;
      }
    }
    // A prefix decoded in streaming mode may end inside a valid character: back up to its start.
    while (good > 0 && (bytes[good]! & 0xc0) === 0x80) good -= 1;
    return Math.min(good, bytes.length);
  }
}

describe("firstInvalidUtf8Offset", () => {
  it("finds nothing wrong in well-formed text", () => {
    expect(firstInvalidUtf8Offset(Buffer.from("plain, é, ✓, 😀"))).toBe(Buffer.byteLength("plain, é, ✓, 😀"));
  });

  it.each([
    ["a lone continuation byte", "61 80 62", 1],
    ["an overlong encoding", "61 c0 af", 1],
    ["a surrogate encoded in UTF-8", "61 ed a0 80", 1],
    ["a sequence cut by the end", "61 62 e2 82", 2],
    ["a code point past U+10FFFF", "f4 90 80 80", 0],
  ])("points at %s", (_name, hex, offset) => {
    expect(firstInvalidUtf8Offset(Buffer.from(hex.replace(/ /g, ""), "hex"))).toBe(offset);
  });

  it("agrees with a strict decoder on random byte strings", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) & 0xff;
    for (let round = 0; round < 2000; round += 1) {
      const bytes = Uint8Array.from({ length: 1 + (random() % 12) }, () =>
        random() < 160 ? random() & 0x7f : random(),
      );
      const reference = referenceOffset(bytes);
      const ours = firstInvalidUtf8Offset(bytes);
      if (reference === bytes.length) expect(ours).toBe(bytes.length);
      else expect(ours).toBeLessThanOrEqual(reference);
    }
  });
});
