// Opening an endpoint end to end against the fake model server on loopback: refused by default,
// as the policy says; allowed by the admin's allow-list, then answering through the pinned connection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/tests/helpers/fake-openai-server";
import { EMPTY_ALLOW_LIST, parseAllowList } from "./address-policy";
import { chatCompletionBody } from "./chat-body";
import { requestChatCompletion } from "./chat-client";
import { openHostedEndpoint } from "./open-endpoint";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ answer: () => "Solution Correctness: incorrect" });
});
afterAll(async () => server.close());

describe("opening a hosted endpoint", () => {
  it("refuses the test's own loopback server unless the allow-list names it", async () => {
    const refused = await openHostedEndpoint({ baseUrl: server.baseUrl, apiKey: "sk-x", allow: EMPTY_ALLOW_LIST });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "address-refused", address: "127.0.0.1", reason: "loopback" },
    });
    expect(server.requests).toHaveLength(0);
  });

  it("asks an allowed endpoint through the pinned connection", async () => {
    const allow = parseAllowList(["127.0.0.1"]);
    if (!allow.ok) throw new Error(allow.error.detail);
    const opened = await openHostedEndpoint({ baseUrl: `${server.baseUrl}/`, apiKey: "sk-x", allow: allow.value });
    if (!opened.ok) throw new Error(opened.error.detail);
    try {
      const result = await requestChatCompletion({
        endpoint: opened.value.endpoint,
        body: chatCompletionBody({ model: "m", prompt: "hello", temperature: 0, topP: 0.9 }),
        retry: { timeoutMs: 5_000, maxRetries: 0 },
      });
      expect(result).toMatchObject({ ok: true, value: { text: "Solution Correctness: incorrect" } });
      expect(opened.value.vetted).toMatchObject({ address: "127.0.0.1", hostname: "127.0.0.1" });
      expect(server.requests.at(-1)).toMatchObject({ authorization: "Bearer sk-x", localAddress: "127.0.0.1" });
    } finally {
      await opened.value.close();
    }
  });
});
