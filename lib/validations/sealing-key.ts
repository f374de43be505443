// EVAL_SECRETS_KEY: the 32 bytes that seal hosted runs' API keys (AES-256-GCM), written as 64 hex
// characters or as base64, held in a wrapper that prints as "[sealing key]", never as its bytes.
import { z } from "zod";

const SEALING_KEY_BYTES = 32;

const HIDDEN = "[sealing key]";

export class SealingKey {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    if (bytes.length !== SEALING_KEY_BYTES) throw new RangeError(`a sealing key is ${SEALING_KEY_BYTES} bytes`);
    this.#bytes = Uint8Array.from(bytes);
  }

  /** The raw bytes, for the cipher alone. */
  bytes(): Uint8Array {
    return this.#bytes;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return HIDDEN;
  }
}

/** 64 hex characters, or standard or URL-safe base64 (padded or not) of exactly 32 bytes; else null. */
export function decodeSealingKey(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Uint8Array.from(Buffer.from(trimmed, "hex"));
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  // Buffer skips what it cannot read: accept only text that is exactly these bytes' encoding.
  const canonical = (value: string) => value.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (bytes.length !== SEALING_KEY_BYTES || canonical(bytes.toString("base64")) !== canonical(trimmed)) return null;
  return Uint8Array.from(bytes);
}

/** The setting's schema; its message never repeats the value. */
export const ZSealingKey = z.string().transform((value, context) => {
  const bytes = decodeSealingKey(value);
  if (bytes) return new SealingKey(bytes);
  context.addIssue({
    code: "custom",
    message:
      "must be 32 random bytes written as 64 hex characters or as base64 (make one with `openssl rand -base64 32`)",
  });
  return z.NEVER;
});
