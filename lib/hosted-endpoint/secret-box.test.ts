// Sealed API keys: they open with the same key and context only; altered, moved to another run,
// or opened with another key they fail by name; and the key never prints.
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { SealingKey } from "@/lib/validations/sealing-key";
import { hostedRunsKey, HOSTED_RUNS_OFF_MESSAGE } from "./hosted-runs-switch";
import { openSecret, sealSecret } from "./secret-box";

const key = new SealingKey(randomBytes(32));
const secret = "sk-live-0123456789abcdef-ünïcode";

describe("the secret box", () => {
  it("opens what it sealed, for the same run", () => {
    const sealed = sealSecret({ key, secret, context: "run:1" });
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("sk-live");
    expect(openSecret({ key, sealed, context: "run:1" })).toEqual({ ok: true, value: secret });
  });

  it("seals the same key differently each time (a random IV)", () => {
    const first = sealSecret({ key, secret, context: "run:1" });
    const second = sealSecret({ key, secret, context: "run:1" });
    expect(first).not.toBe(second);
    expect(Buffer.from(first.slice(3), "base64url").subarray(0, 12)).not.toEqual(
      Buffer.from(second.slice(3), "base64url").subarray(0, 12),
    );
  });

  it("refuses a sealed key moved to another run", () => {
    const sealed = sealSecret({ key, secret, context: "run:1" });
    expect(openSecret({ key, sealed, context: "run:2" })).toMatchObject({
      ok: false,
      error: { code: "sealed-secret-rejected" },
    });
  });

  it("refuses a sealed key altered anywhere: IV, ciphertext or tag", () => {
    const sealed = sealSecret({ key, secret, context: "run:1" });
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    for (const position of [0, 11, 12, bytes.length - 17, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[position] = altered[position]! ^ 0x01;
      const result = openSecret({ key, sealed: `v1.${altered.toString("base64url")}`, context: "run:1" });
      expect(result, `byte ${position}`).toMatchObject({ ok: false, error: { code: "sealed-secret-rejected" } });
    }
  });

  it("refuses another EVAL_SECRETS_KEY's sealed keys", () => {
    const sealed = sealSecret({ key, secret, context: "run:1" });
    const other = new SealingKey(randomBytes(32));
    expect(openSecret({ key: other, sealed, context: "run:1" })).toMatchObject({
      ok: false,
      error: { code: "sealed-secret-rejected" },
    });
  });

  it("names text that is not a sealed key at all", () => {
    for (const sealed of ["", "sk-plain", "v2.AAAA", "v1.", "v1.AAAA", "v1.a.b", "v1.not base64!"]) {
      expect(openSecret({ key, sealed, context: "run:1" }), sealed).toMatchObject({
        ok: false,
        error: { code: "sealed-secret-malformed" },
      });
    }
  });

  it("puts neither the API key nor the sealing key in a failure", () => {
    const sealed = sealSecret({ key, secret, context: "run:1" });
    const failure = JSON.stringify(openSecret({ key, sealed, context: "run:2" }));
    expect(failure).not.toContain("sk-live");
    expect(failure).not.toContain(Buffer.from(key.bytes()).toString("base64"));
    expect(failure).not.toContain(Buffer.from(key.bytes()).toString("hex"));
  });
});

describe("the sealing key", () => {
  it("prints as a placeholder however it is logged", () => {
    const hex = Buffer.from(key.bytes()).toString("hex");
    for (const shown of [String(key), JSON.stringify({ key }), inspect(key), inspect({ nested: { key } }), `${key}`])
      expect(shown).not.toContain(hex.slice(0, 8));
    expect(JSON.stringify({ key })).toBe('{"key":"[sealing key]"}');
  });
});

describe("hosted runs", () => {
  it("are off without EVAL_SECRETS_KEY, with a sentence a submitter can read", () => {
    expect(hostedRunsKey(undefined)).toEqual({
      ok: false,
      error: { code: "hosted-runs-off", message: HOSTED_RUNS_OFF_MESSAGE },
    });
    expect(HOSTED_RUNS_OFF_MESSAGE).toMatch(/^Hosted evaluation is off on this portal: .*EVAL_SECRETS_KEY.*upload/);
    expect(hostedRunsKey(key)).toEqual({ ok: true, value: key });
  });
});
