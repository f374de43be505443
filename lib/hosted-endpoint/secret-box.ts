// A hosted run's API key at rest: AES-256-GCM with a random 12-byte IV, bound by its associated
// data to one context (the run's id), so a sealed key copied to another run, altered, or opened
// with another EVAL_SECRETS_KEY fails by name instead of yielding bytes.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SealingKey } from "@/lib/validations/sealing-key";
import { err, ok, type Result } from "@/lib/result";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBoxError =
  { code: "sealed-secret-malformed"; detail: string } | { code: "sealed-secret-rejected"; detail: string };

/** Additional data naming the version too, so a future format cannot be confused with this one. */
const aad = (context: string) => Buffer.from(`${VERSION}\u0000${context}`, "utf8");

/** "v1.<base64url of IV, ciphertext and tag>": text a database column keeps as it is. */
export function sealSecret({ key, secret, context }: { key: SealingKey; secret: string; context: string }): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(context));
  const sealed = Buffer.concat([iv, cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString("base64url")}`;
}

export function openSecret({
  key,
  sealed,
  context,
}: {
  key: SealingKey;
  sealed: string;
  context: string;
}): Result<string, SecretBoxError> {
  const [version, body, extra] = sealed.split(".");
  if (version !== VERSION || body === undefined || extra !== undefined || !/^[A-Za-z0-9_-]*$/.test(body))
    return malformed(`not a ${VERSION} sealed secret`);
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return malformed("too short to hold an IV and a tag");
  const decipher = createDecipheriv("aes-256-gcm", key.bytes(), bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(aad(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return ok(plain.toString("utf8"));
  } catch {
    return err({
      code: "sealed-secret-rejected",
      detail:
        "the sealed API key does not open: it was altered, belongs to another run, or EVAL_SECRETS_KEY has changed",
    });
  }
}

function malformed(why: string) {
  return err({ code: "sealed-secret-malformed" as const, detail: `the sealed API key is ${why}` });
}
