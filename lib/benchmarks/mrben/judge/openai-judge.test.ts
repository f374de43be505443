// The judge client's real code path against a local OpenAI-compatible server that answers from
// the request: answers, 429 with Retry-After, server errors, timeouts, refusals, malformed bodies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJudgeResponse } from "@/lib/benchmarks/mrben/judge-audit/judge-verdict";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/tests/helpers/fake-openai-server";
import { askJudge, type JudgeSettings } from "./openai-judge";

let judge: FakeOpenAiServer;
beforeAll(async () => {
  judge = await startFakeOpenAiServer();
});
afterAll(async () => judge.close());

const settings = (change: Partial<JudgeSettings> = {}): JudgeSettings => ({
  baseUrl: judge.baseUrl,
  apiKey: "sk-test",
  model: "gpt-4-turbo-2024-04-09",
  timeoutMs: 5_000,
  maxRetries: 2,
  ...change,
});

/** Records the waits instead of sleeping through them. */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("asking the judge", () => {
  it("sends the prompt as the official script does and reads the verdict and the tokens", async () => {
    const answer = await askJudge({ settings: settings(), prompt: "- Student's Explanation of the Error: right" });
    expect(answer).toMatchObject({ ok: true, value: { attempts: 1, usage: { completionTokens: 20 } } });
    if (answer.ok) expect(readJudgeResponse({ response: answer.value.content }).decision).toBe("Correct");
    const sent = judge.requests.at(-1)!;
    expect(sent.body).toMatchObject({ model: "gpt-4-turbo-2024-04-09", temperature: 0, top_p: 0.9 });
    expect(sent.body.messages).toEqual([{ role: "user", content: "- Student's Explanation of the Error: right" }]);
    expect(sent.authorization).toBe("Bearer sk-test");
  });

  it("waits as long as a 429's Retry-After says, then succeeds", async () => {
    const { waits, sleep } = recordingSleep();
    const answer = await askJudge({ settings: settings(), prompt: "RATE-LIMIT-ONCE a wrong", sleep });
    expect(answer).toMatchObject({ ok: true, value: { attempts: 2 } });
    expect(waits).toEqual([1000]);
  });

  it("gives up on server errors after its retries, with backoff, saying why", async () => {
    const { waits, sleep } = recordingSleep();
    const answer = await askJudge({ settings: settings({ maxRetries: 2 }), prompt: "SERVER-ERROR", sleep });
    expect(answer).toMatchObject({ ok: false, error: { kind: "server-error", status: 500, attempts: 3 } });
    // Doubling steps of 1 s and 2 s, each with equal jitter: between half the step and the step.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(waits[1]).toBeGreaterThanOrEqual(1000);
    expect(waits[1]).toBeLessThanOrEqual(2000);
  });

  it("times out a request that takes too long", async () => {
    const answer = await askJudge({ settings: settings({ timeoutMs: 200, maxRetries: 0 }), prompt: "SLOW" });
    expect(answer).toMatchObject({ ok: false, error: { kind: "timeout", attempts: 1 } });
  });

  it("does not retry a refused request (401)", async () => {
    const { waits, sleep } = recordingSleep();
    const answer = await askJudge({ settings: settings(), prompt: "UNAUTHORIZED", sleep });
    expect(answer).toMatchObject({ ok: false, error: { kind: "rejected", status: 401, attempts: 1 } });
    expect(waits).toEqual([]);
  });

  it("reports an answer that is not JSON, or has no message text, as malformed", async () => {
    const { sleep } = recordingSleep();
    for (const prompt of ["NOT-JSON", "NO-CONTENT"]) {
      const answer = await askJudge({ settings: settings({ maxRetries: 1 }), prompt, sleep });
      expect(answer).toMatchObject({ ok: false, error: { kind: "malformed", attempts: 2 } });
    }
  });

  it("reports an API that cannot be reached", async () => {
    const answer = await askJudge({
      settings: settings({ baseUrl: "http://127.0.0.1:9/v1", maxRetries: 0 }),
      prompt: "right",
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: "network", attempts: 1 } });
  });
});
