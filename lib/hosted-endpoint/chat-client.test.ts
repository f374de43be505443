// The chat client's real code path against a local OpenAI-compatible server that answers from the
// request: answers and usage, 429 Retry-After, server errors, timeouts, refusals, redirects,
// malformed and cut-off bodies, dropped and refused connections, cancellation; and the API key in
// no failure's text. Waits are recorded instead of slept, and ordered against the server's log.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/tests/helpers/fake-openai-server";
import { chatCompletionBody } from "./chat-body";
import { requestChatCompletion, type ChatResult } from "./chat-client";
import type { RetryPolicy } from "./retry-policy";

const API_KEY = "sk-test-3c9f2b7d1e8a4f60b5c2d9e7a1f3b8c4";

/** Tests waiting for a prompt to reach the server, by prompt. */
const awaitedArrivals = new Map<string, () => void>();
/** Resolves once the server has received a request with exactly this prompt. */
const arrivalOf = (prompt: string) => new Promise<void>((arrived) => awaitedArrivals.set(prompt, arrived));

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({
    answer: (prompt) => `Solution Correctness: correct (${prompt.length})`,
    onRequest: (request) => awaitedArrivals.get(request.body.messages[0]?.content ?? "")?.(),
  });
});
afterAll(async () => server.close());

let tagCount = 0;
/** A fresh tag, so a behaviour that happens once per tag happens in this test. */
const tag = (marker: string) => `${marker} t${++tagCount}-${Date.now()}`;

/** Records each wait and when it was asked for, instead of sleeping through it. */
function recordingSleep() {
  const waits: { ms: number; at: number }[] = [];
  return { waits, sleep: async (ms: number) => void waits.push({ ms, at: performance.now() }) };
}

function ask(
  prompt: string,
  {
    retry = {},
    sleep,
    signal,
    random,
    apiKey = API_KEY,
    baseUrl = server.baseUrl,
  }: {
    retry?: Partial<RetryPolicy>;
    sleep?: (ms: number) => Promise<void>;
    signal?: AbortSignal;
    random?: () => number;
    apiKey?: string | null;
    baseUrl?: string;
  } = {},
): Promise<ChatResult> {
  return requestChatCompletion({
    endpoint: { baseUrl, apiKey },
    body: chatCompletionBody({ model: "test-model", prompt, temperature: 0, topP: 0.9 }),
    retry: { timeoutMs: 5_000, maxRetries: 2, ...retry },
    sleep: sleep ?? recordingSleep().sleep,
    ...(signal ? { signal } : {}),
    ...(random ? { random } : {}),
  });
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("a chat completion", () => {
  it("sends the prompt as the one user message with the key, and returns the text, usage and finish reason", async () => {
    const result = await ask("Question: 2+2?");
    expect(result).toEqual({
      ok: true,
      value: {
        text: "Solution Correctness: correct (14)",
        usage: { promptTokens: 4, completionTokens: 20 },
        usageNote: null,
        finishReason: "stop",
        attempts: 1,
      },
    });
    const sent = server.requests.at(-1)!;
    expect(sent.body).toEqual({
      model: "test-model",
      messages: [{ role: "user", content: "Question: 2+2?" }],
      temperature: 0,
      top_p: 0.9,
    });
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it("sends no Authorization header without a key", async () => {
    await ask("no key", { apiKey: null });
    expect(server.requests.at(-1)!.authorization).toBeNull();
  });
});

describe("retries", () => {
  it("waits as long as a 429's Retry-After says between the refused request and the next", async () => {
    const prompt = tag("RATE-LIMIT-ONCE");
    const { waits, sleep } = recordingSleep();
    const result = await ask(prompt, { sleep });
    expect(result).toMatchObject({ ok: true, value: { attempts: 2 } });
    const [first, second] = server.requestsWith(prompt);
    expect(server.requestsWith(prompt)).toHaveLength(2);
    expect(waits.map((wait) => wait.ms)).toEqual([1000]);
    expect(first!.at).toBeLessThan(waits[0]!.at);
    expect(waits[0]!.at).toBeLessThan(second!.at);
  });

  it("reads a Retry-After HTTP date", async () => {
    const { waits, sleep } = recordingSleep();
    const result = await ask(tag("RATE-LIMIT-DATE"), { sleep });
    expect(result).toMatchObject({ ok: true, value: { attempts: 2 } });
    expect(waits).toHaveLength(1);
    // Two seconds ahead at one-second resolution, less the time the answer took to arrive.
    expect(waits[0]!.ms).toBeGreaterThan(0);
    expect(waits[0]!.ms).toBeLessThanOrEqual(2000);
  });

  it("does not retry before a Retry-After longer than the cap: it gives up, naming the wait asked", async () => {
    const { waits, sleep } = recordingSleep();
    const result = await ask(tag("RATE-LIMIT-LONG"), { sleep, retry: { maxRetryWaitMs: 5_000 } });
    expect(waits).toEqual([]);
    expect(result).toMatchObject({ ok: false, error: { code: "rate-limited", status: 429, attempts: 1 } });
    if (!result.ok) expect(result.error.detail).toMatch(/asked to wait 3600 s \(Retry-After\), longer than the 5 s/);
  });

  it("does not jitter a Retry-After: the wait is the one asked, whatever the random source draws", async () => {
    for (const random of [() => 0, () => 0.999]) {
      const { waits, sleep } = recordingSleep();
      await ask(tag("RATE-LIMIT-ONCE"), { sleep, random });
      expect(waits.map((wait) => wait.ms)).toEqual([1000]);
    }
  });

  it("gives up on a 429 that does not end, naming it", async () => {
    const { sleep } = recordingSleep();
    const result = await ask(tag("RATE-LIMIT-ONCE"), { sleep, retry: { maxRetries: 0 } });
    expect(result).toMatchObject({ ok: false, error: { code: "rate-limited", status: 429, attempts: 1 } });
  });

  it("retries server errors with jittered doubling backoff up to the limit, then names the failure", async () => {
    const { waits, sleep } = recordingSleep();
    const before = server.requestsWith("SERVER-ERROR").length;
    const retry = { maxRetries: 3, firstBackoffMs: 250 };
    const result = await ask("SERVER-ERROR", { sleep, retry, random: () => 0 });
    expect(result).toMatchObject({ ok: false, error: { code: "server-error", status: 500, attempts: 4 } });
    expect(waits.map((wait) => wait.ms)).toEqual([125, 250, 500]);
    expect(server.requestsWith("SERVER-ERROR").length - before).toBe(4);
    const highest = recordingSleep();
    await ask("SERVER-ERROR", { sleep: highest.sleep, retry, random: () => 0.999_999 });
    expect(highest.waits.map((wait) => wait.ms)).toEqual([250, 500, 1000]);
  });

  it("does not retry a refused key (401), a redirect, or a base URL with no API behind it (404)", async () => {
    for (const [prompt, code, status] of [
      ["UNAUTHORIZED", "unauthorized", 401],
      ["REDIRECT", "redirect-refused", 307],
    ] as const) {
      const { waits, sleep } = recordingSleep();
      const before = server.requestsWith(prompt).length;
      const result = await ask(prompt, { sleep });
      expect(result, prompt).toMatchObject({ ok: false, error: { code, status, attempts: 1 } });
      expect(waits).toEqual([]);
      expect(server.requestsWith(prompt).length - before).toBe(1);
    }
    const { waits, sleep } = recordingSleep();
    const missing = await ask("anything", { baseUrl: server.baseUrl.replace(/\/v1$/, "/v2"), sleep });
    expect(missing).toMatchObject({ ok: false, error: { code: "not-found", status: 404, attempts: 1 } });
    expect(waits).toEqual([]);
  });
});

describe("named failures", () => {
  it("refuses a redirect, naming where it pointed, and does not follow it", async () => {
    const result = await ask("REDIRECT");
    expect(result).toMatchObject({ ok: false, error: { code: "redirect-refused" } });
    if (!result.ok)
      expect(result.error.detail).toBe(
        "the endpoint redirects (307) to http://169.254.169.254/latest/meta-data/iam/security-credentials/; redirects are not followed",
      );
  });

  it("times out a request that gets no answer, and one whose answer stops half-way", async () => {
    for (const prompt of ["SLOW", "SLOW-BODY"]) {
      const result = await ask(prompt, { retry: { timeoutMs: 200, maxRetries: 0 } });
      expect(result, prompt).toMatchObject({ ok: false, error: { code: "timeout", status: null, attempts: 1 } });
    }
  });

  it("calls an answer that is not JSON, or has no message text, an invalid response, and retries it", async () => {
    for (const prompt of ["NOT-JSON", "NO-CONTENT"]) {
      const result = await ask(prompt, { retry: { maxRetries: 1 } });
      expect(result, prompt).toMatchObject({
        ok: false,
        error: { code: "invalid-response", status: 200, attempts: 2 },
      });
    }
    const notJson = await ask("NOT-JSON", { retry: { maxRetries: 0 } });
    if (!notJson.ok) expect(notJson.error.detail).toBe("the answer is not JSON: <html>gateway</html>");
  });

  it("names a refused connection, and retries it", async () => {
    const port = await closedPort();
    const result = await ask("anything", { baseUrl: `http://127.0.0.1:${port}/v1`, retry: { maxRetries: 1 } });
    expect(result).toMatchObject({ ok: false, error: { code: "connection-refused", status: null, attempts: 2 } });
  });

  it("names a connection closed without an answer", async () => {
    const result = await ask("DROP", { retry: { maxRetries: 0 } });
    expect(result).toMatchObject({ ok: false, error: { code: "connection-failed", attempts: 1 } });
  });

  it("stops at once when cancelled, during a request or a wait", async () => {
    const during = new AbortController();
    const prompt = tag("SLOW");
    const arrived = arrivalOf(prompt);
    // The server never answers it, and its timeout lies past the test's own: only the cancellation can end it.
    const pending = ask(prompt, { signal: during.signal, retry: { timeoutMs: 600_000 } });
    await arrived;
    during.abort();
    expect(await pending).toMatchObject({ ok: false, error: { code: "cancelled", attempts: 1 } });
    expect(server.requestsWith(prompt).map((request) => request.answeredAt)).toEqual([null]);

    const waiting = new AbortController();
    const result = await ask("SERVER-ERROR", {
      signal: waiting.signal,
      sleep: async () => waiting.abort(),
    });
    expect(result).toMatchObject({ ok: false, error: { code: "cancelled", status: 500, attempts: 1 } });
  });

  it("never puts the API key in a failure's text, even when the server echoes it", async () => {
    const port = await closedPort();
    const failures: ChatResult[] = [];
    // Only SLOW-BODY waits for its timeout. A short one for every prompt let a slow moment of the machine
    // turn another prompt's failure (the echoed key's 401, checked below) into a timeout.
    for (const prompt of ["UNAUTHORIZED", "SERVER-ERROR", "NOT-JSON", "NO-CONTENT", "REDIRECT", "DROP", "SLOW-BODY"])
      failures.push(
        await ask(prompt, { retry: { maxRetries: 1, ...(prompt === "SLOW-BODY" ? { timeoutMs: 300 } : {}) } }),
      );
    failures.push(await ask("x", { baseUrl: `http://127.0.0.1:${port}/v1`, retry: { maxRetries: 0 } }));
    expect(failures.every((result) => !result.ok)).toBe(true);
    for (const result of failures) expect(JSON.stringify(result)).not.toContain(API_KEY);
    const unauthorized = failures[0]!;
    if (!unauthorized.ok) expect(unauthorized.error.detail).toContain("bad key in Bearer [API key]");
  });
});
