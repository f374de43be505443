// The pinned connection: a host name resolved once, by an injected resolver that would answer
// differently the second time (DNS rebinding), is connected to at the vetted address only, with the
// host's name in the Host header and as the TLS server name. Two fake servers on two loopback
// addresses tell which one a request reached.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/tests/helpers/fake-openai-server";
import { parseAllowList, type AllowList } from "./address-policy";
import { chatCompletionBody } from "./chat-body";
import { requestChatCompletion, type ChatResult } from "./chat-client";
import { vetEndpoint, type LookupAll, type VettedEndpoint } from "./endpoint-address";
import { pinnedLookup, pinnedTransport } from "./pinned-fetch";

/** The server a rebinding attack would aim at: it must never be reached. */
let internal: FakeOpenAiServer;
/** The stand-in for the public address the name had when it was checked. */
let vettedServer: FakeOpenAiServer;

beforeAll(async () => {
  internal = await startFakeOpenAiServer({ host: "127.0.0.1" });
  vettedServer = await startFakeOpenAiServer({ host: "127.0.0.2" });
});
afterAll(async () => {
  await internal.close();
  await vettedServer.close();
});

/** Answers `first` to the first lookup and `later` to every one after: a rebinding name server. */
function rebindingResolver(first: string, later: string) {
  const asked: string[] = [];
  const lookupAll: LookupAll = async (hostname) => {
    asked.push(hostname);
    return [{ address: asked.length === 1 ? first : later, family: 4 }];
  };
  return { asked, lookupAll };
}

function allowList(...entries: string[]): AllowList {
  const parsed = parseAllowList(entries);
  if (!parsed.ok) throw new Error(parsed.error.detail);
  return parsed.value;
}

async function vetted(baseUrl: string, lookupAll: LookupAll, allow: AllowList): Promise<VettedEndpoint> {
  const result = await vetEndpoint({ baseUrl, allow, lookupAll });
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

async function askThrough(
  endpoint: VettedEndpoint,
  prompt: string,
  { timeoutMs = 5_000, baseUrl = endpoint.baseUrl } = {},
): Promise<ChatResult> {
  const pinned = pinnedTransport({ endpoint, connectTimeoutMs: timeoutMs });
  try {
    return await requestChatCompletion({
      endpoint: { baseUrl, apiKey: "sk-pinned", transport: pinned.transport },
      body: chatCompletionBody({ model: "m", prompt, temperature: 0, topP: 0.9 }),
      retry: { timeoutMs, maxRetries: 0 },
    });
  } finally {
    await pinned.close();
  }
}

describe("a pinned connection", () => {
  it("goes to the address checked, not to the one a second lookup would give (DNS rebinding)", async () => {
    const { asked, lookupAll } = rebindingResolver("127.0.0.2", "127.0.0.1");
    const endpoint = await vetted(`http://model.test:${vettedServer.port}/v1`, lookupAll, allowList("127.0.0.2"));
    // The internal server listens on the same port number at the address a second lookup gives.
    const internalSamePort = await startFakeOpenAiServer({ host: "127.0.0.1", port: vettedServer.port }).catch(
      () => null,
    );
    try {
      for (let i = 0; i < 3; i++) expect(await askThrough(endpoint, `pinned ${i}`)).toMatchObject({ ok: true });
      expect(asked).toEqual(["model.test"]);
      expect(vettedServer.requestsWith("pinned ")).toHaveLength(3);
      expect(internal.requestsWith("pinned ")).toHaveLength(0);
      expect(internalSamePort?.requestsWith("pinned ") ?? []).toHaveLength(0);
      const sent = vettedServer.requestsWith("pinned 0")[0]!;
      expect(sent.host).toBe(`model.test:${vettedServer.port}`);
      expect(sent.localAddress).toBe("127.0.0.2");
    } finally {
      await internalSamePort?.close();
    }
  });

  it("never reaches 127.0.0.1 when the name was public at the check and loopback after it", async () => {
    // 192.0.2.1 is public to the policy but routed nowhere: the request fails, and reaches no loopback server.
    const { asked, lookupAll } = rebindingResolver("192.0.2.1", "127.0.0.1");
    const endpoint = await vetted(`http://model.test:${internal.port}/v1`, lookupAll, allowList());
    expect(endpoint.address).toBe("192.0.2.1");
    const result = await askThrough(endpoint, "rebound", { timeoutMs: 300 });
    expect(result.ok).toBe(false);
    // Refused, unreachable or silent, as the test machine's network has it; never the loopback server.
    if (!result.ok) expect(["timeout", "connection-refused", "connection-failed"]).toContain(result.error.code);
    expect(asked).toEqual(["model.test"]);
    expect(internal.requestsWith("rebound")).toHaveLength(0);
  });

  it("refuses a redirect instead of following it", async () => {
    const { lookupAll } = rebindingResolver("127.0.0.2", "127.0.0.2");
    const endpoint = await vetted(`http://model.test:${vettedServer.port}/v1`, lookupAll, allowList("127.0.0.2"));
    const result = await askThrough(endpoint, "REDIRECT pinned");
    expect(result).toMatchObject({ ok: false, error: { code: "redirect-refused", status: 307 } });
    expect(vettedServer.requestsWith("REDIRECT pinned")).toHaveLength(1);
  });

  it("resolves no other name than the vetted one", () => {
    const lookup = pinnedLookup({
      baseUrl: "http://model.test/v1",
      hostname: "model.test",
      address: "127.0.0.2",
      family: 4,
    });
    const answers: unknown[] = [];
    lookup("MODEL.test", { all: true }, (error, address) => answers.push(error ?? address));
    lookup("model.test", {}, (error, address, family) => answers.push(error ?? `${String(address)}/${family}`));
    lookup("other.test", {}, (error) => answers.push((error as NodeJS.ErrnoException).code));
    expect(answers).toEqual([[{ address: "127.0.0.2", family: 4 }], "127.0.0.2/4", "ENOTFOUND"]);
  });

  it("sends nothing to another origin than the vetted one", async () => {
    const endpoint: VettedEndpoint = {
      baseUrl: `http://model.test:${vettedServer.port}/v1`,
      hostname: "model.test",
      address: "127.0.0.2",
      family: 4,
    };
    const result = await askThrough(endpoint, "elsewhere", { baseUrl: `http://127.0.0.1:${internal.port}/v1` });
    expect(result).toMatchObject({ ok: false, error: { code: "connection-failed" } });
    expect(internal.requestsWith("elsewhere")).toHaveLength(0);
  });
});

describe("a pinned TLS connection", () => {
  let dir: string;
  let tlsServer: FakeOpenAiServer;
  let ca: string;

  beforeAll(async () => {
    // A throw-away self-signed certificate for model.test (openssl is a CI package, .ci/run).
    dir = mkdtempSync(path.join(tmpdir(), "pinned-tls-"));
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"],
        ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
        ...["-subj", "/CN=model.test", "-addext", "subjectAltName=DNS:model.test"],
      ],
      { stdio: "ignore" },
    );
    ca = readFileSync(path.join(dir, "cert.pem"), "utf8");
    tlsServer = await startFakeOpenAiServer({
      host: "127.0.0.2",
      tls: { key: readFileSync(path.join(dir, "key.pem"), "utf8"), cert: ca },
    });
  });
  afterAll(async () => {
    await tlsServer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function askTls(hostname: string, withCa: boolean): Promise<ChatResult> {
    const endpoint: VettedEndpoint = {
      baseUrl: `https://${hostname}:${tlsServer.port}/v1`,
      hostname,
      address: "127.0.0.2",
      family: 4,
    };
    const pinned = pinnedTransport({ endpoint, ...(withCa ? { tls: { ca } } : {}) });
    try {
      return await requestChatCompletion({
        endpoint: { baseUrl: endpoint.baseUrl, apiKey: null, transport: pinned.transport },
        body: chatCompletionBody({ model: "m", prompt: `tls ${hostname} ${withCa}`, temperature: 0, topP: 0.9 }),
        retry: { timeoutMs: 5_000, maxRetries: 0 },
      });
    } finally {
      await pinned.close();
    }
  }

  it("sends the host name as the TLS server name and checks the certificate against it", async () => {
    expect(await askTls("model.test", true)).toMatchObject({ ok: true });
    const sent = tlsServer.requestsWith("tls model.test true")[0]!;
    expect(sent.servername).toBe("model.test");
    expect(sent.host).toBe(`model.test:${tlsServer.port}`);
  });

  it("names a certificate that is not the host's, or not trusted", async () => {
    expect(await askTls("other.test", true)).toMatchObject({ ok: false, error: { code: "tls-failed" } });
    expect(await askTls("model.test", false)).toMatchObject({ ok: false, error: { code: "tls-failed" } });
  });
});
