// A base URL is checked, then its host name resolved once (an injected resolver here) and every
// address it has put through the policy; the first is the one the connection will use.
import { describe, expect, it } from "vitest";
import { EMPTY_ALLOW_LIST, parseAllowList } from "./address-policy";
import { parseEndpointBaseUrl, vetEndpoint, ZEndpointBaseUrl, type LookupAll } from "./endpoint-address";

function resolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const lookupAll: LookupAll = async (hostname) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { asked, lookupAll };
}

describe("a base URL", () => {
  it("is http or https, normalized without a trailing slash", () => {
    expect(parseEndpointBaseUrl(" https://api.example.org/v1/ ")).toMatchObject({ ok: true });
    const parsed = ZEndpointBaseUrl.safeParse("https://API.example.org/v1//");
    expect(parsed).toMatchObject({ success: true, data: "https://api.example.org/v1" });
  });

  it.each([
    ["ftp://example.org/v1", "unsupported-scheme"],
    ["file:///etc/passwd", "unsupported-scheme"],
    ["javascript:alert(1)", "unsupported-scheme"],
    ["not a url", "invalid-url"],
    ["", "invalid-url"],
    [42, "invalid-url"],
    ["https://example.org/v1?key=1", "invalid-url"],
    ["https://example.org/v1#x", "invalid-url"],
    ["https://user:hunter2@example.org/v1", "credentials-in-url"],
    ["https://sk-secret@example.org/v1", "credentials-in-url"],
  ])("refuses %s as %s", (raw, code) => {
    expect(parseEndpointBaseUrl(raw)).toMatchObject({ ok: false, error: { code } });
  });

  it("does not repeat a password it refuses", () => {
    const parsed = parseEndpointBaseUrl("https://user:hunter2@example.org/v1");
    expect(JSON.stringify(parsed)).not.toContain("hunter2");
    expect(JSON.stringify(ZEndpointBaseUrl.safeParse("https://user:hunter2@example.org/v1").error)).not.toContain(
      "hunter2",
    );
  });
});

describe("vetting an endpoint", () => {
  it("resolves the name once and pins its first address", async () => {
    const { asked, lookupAll } = resolver({
      "api.example.org": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    });
    const vetted = await vetEndpoint({ baseUrl: "https://api.example.org/v1", allow: EMPTY_ALLOW_LIST, lookupAll });
    expect(vetted).toEqual({
      ok: true,
      value: {
        baseUrl: "https://api.example.org/v1",
        hostname: "api.example.org",
        address: "93.184.215.14",
        family: 4,
      },
    });
    expect(asked).toEqual(["api.example.org"]);
  });

  it("refuses a name with any refused address, even after a public one", async () => {
    const { lookupAll } = resolver({ "mixed.example.org": ["93.184.215.14", "10.0.0.5"] });
    const vetted = await vetEndpoint({ baseUrl: "https://mixed.example.org/v1", allow: EMPTY_ALLOW_LIST, lookupAll });
    expect(vetted).toMatchObject({
      ok: false,
      error: { code: "address-refused", address: "10.0.0.5", reason: "private" },
    });
    if (!vetted.ok) expect(vetted.error.detail).toContain("10.0.0.5 (the address of mixed.example.org)");
  });

  it("refuses localhost, literal loopback and private addresses, and the IPv6 literal ::1", async () => {
    const { lookupAll } = resolver({ localhost: ["127.0.0.1", "::1"] });
    for (const [baseUrl, address] of [
      ["http://localhost:8000/v1", "127.0.0.1"],
      ["http://127.0.0.1:8000/v1", "127.0.0.1"],
      ["http://[::1]:8000/v1", "::1"],
      ["http://[::ffff:7f00:1]/v1", "::ffff:7f00:1"],
      ["http://[::ffff:0:127.0.0.1]:4011/v1", "::ffff:0:7f00:1"],
      ["http://[2001:0:7f00:1::]/v1", "2001:0:7f00:1::"],
      ["http://2130706433/v1", "127.0.0.1"],
      ["http://0x7f.1/v1", "127.0.0.1"],
      ["http://192.168.1.10/v1", "192.168.1.10"],
    ] as const) {
      const vetted = await vetEndpoint({ baseUrl, allow: EMPTY_ALLOW_LIST, lookupAll });
      expect(vetted, baseUrl).toMatchObject({ ok: false, error: { code: "address-refused", address } });
    }
  });

  it("refuses the metadata services by address and by name, without resolving the name", async () => {
    const { asked, lookupAll } = resolver({ "metadata.google.internal": ["169.254.169.254"] });
    for (const baseUrl of ["http://169.254.169.254/latest", "http://metadata.google.internal/computeMetadata/v1"]) {
      const vetted = await vetEndpoint({ baseUrl, allow: EMPTY_ALLOW_LIST, lookupAll });
      expect(vetted, baseUrl).toMatchObject({
        ok: false,
        error: { code: "address-refused", reason: "cloud-metadata" },
      });
    }
    expect(asked).toEqual([]);
  });

  it("lets an admin's allow-list through, literal or resolved", async () => {
    const allow = parseAllowList(["127.0.0.1", "10.0.0.0/8"]);
    if (!allow.ok) throw new Error("allow-list");
    const { lookupAll } = resolver({ "models.internal": ["10.1.2.3"] });
    expect(await vetEndpoint({ baseUrl: "http://127.0.0.1:8000/v1", allow: allow.value, lookupAll })).toMatchObject({
      ok: true,
      value: { address: "127.0.0.1", hostname: "127.0.0.1" },
    });
    expect(await vetEndpoint({ baseUrl: "http://models.internal/v1", allow: allow.value, lookupAll })).toMatchObject({
      ok: true,
      value: { address: "10.1.2.3", hostname: "models.internal" },
    });
  });

  it("names a host that cannot be resolved", async () => {
    const { lookupAll } = resolver({});
    const vetted = await vetEndpoint({ baseUrl: "https://nowhere.invalid/v1", allow: EMPTY_ALLOW_LIST, lookupAll });
    expect(vetted).toEqual({
      ok: false,
      error: { code: "host-not-found", detail: "nowhere.invalid could not be resolved (ENOTFOUND)" },
    });
  });
});
