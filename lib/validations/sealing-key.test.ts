// EVAL_SECRETS_KEY as the environment gives it: 32 bytes in hex or base64, or a boot failure that
// names the variable and how to make one, without repeating the value.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { decodeSealingKey, SealingKey } from "./sealing-key";

const bytes = randomBytes(32);

describe("EVAL_SECRETS_KEY", () => {
  it("reads 64 hex characters, and base64 standard or URL-safe, padded or not", () => {
    for (const text of [
      bytes.toString("hex"),
      bytes.toString("hex").toUpperCase(),
      bytes.toString("base64"),
      bytes.toString("base64").replace(/=+$/, ""),
      bytes.toString("base64url"),
      ` ${bytes.toString("base64")}\n`,
    ]) {
      expect(Buffer.from(decodeSealingKey(text)!), text).toEqual(bytes);
    }
  });

  it.each([
    ["too short", randomBytes(16).toString("base64")],
    ["too long", randomBytes(48).toString("base64")],
    ["63 hex characters", bytes.toString("hex").slice(1)],
    ["a passphrase", "correct horse battery staple"],
    ["base64 with junk inside", `${bytes.toString("base64").slice(0, 20)}!!${bytes.toString("base64").slice(20)}`],
  ])("refuses %s", (_, text) => {
    expect(decodeSealingKey(text)).toBeNull();
  });

  it("is optional: unset or blank, hosted runs are off", () => {
    expect(parseEnv({}).EVAL_SECRETS_KEY).toBeUndefined();
    expect(parseEnv({ EVAL_SECRETS_KEY: "  " }).EVAL_SECRETS_KEY).toBeUndefined();
    expect(parseEnv({ EVAL_SECRETS_KEY: bytes.toString("base64") }).EVAL_SECRETS_KEY).toBeInstanceOf(SealingKey);
  });

  it("stops the boot with the variable's name and how to make a key, never the value", () => {
    const value = "not-a-real-key-but-secret-looking-0123456789";
    let message = "";
    try {
      parseEnv({ EVAL_SECRETS_KEY: value });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain(
      "EVAL_SECRETS_KEY: must be 32 random bytes written as 64 hex characters or as base64 (make one with `openssl rand -base64 32`)",
    );
    expect(message).not.toContain(value);
  });
});
