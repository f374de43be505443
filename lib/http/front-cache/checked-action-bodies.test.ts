import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ACTION_BODY_MAX_BYTES, checkingActionBodies } from "./checked-action-bodies";
import { settlingUnreadBodies } from "./unread-body";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** Next.js's side: the stashed action body where there is one, else the stream itself. */
async function nextStandIn(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const meta = (request as unknown as Record<symbol, { actionBody?: Buffer } | undefined>)[
    Symbol.for("NextInternalRequestMeta")
  ];
  let body = meta?.actionBody;
  if (!body) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ reached: true, stashed: Boolean(meta?.actionBody), body: body.toString() }));
}

async function serve(): Promise<string> {
  const server = http.createServer(
    settlingUnreadBodies(checkingActionBodies((request, response) => void nextStandIn(request, response))),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(base: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/account`, {
    method: "POST",
    headers: { "next-action": "00abc", "content-type": "text/plain;charset=UTF-8", ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("checkingActionBodies", () => {
  it("hands a well-formed action body to Next.js as its stashed body", async () => {
    const base = await serve();
    expect(await post(base, '[null,"$K1"]')).toEqual({
      status: 200,
      json: { reached: true, stashed: true, body: '[null,"$K1"]' },
    });
  });

  it("refuses a malformed action body with 400 naming the fault, before Next.js sees it", async () => {
    const base = await serve();
    const answer = await post(base, "not json");
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      type: expect.stringMatching(/malformed-action$/),
      detail: expect.stringContaining("are not JSON"),
    });
  });

  it("refuses a body over the limit with 413, declared or streamed, and keeps serving", async () => {
    const base = await serve();
    const large = "x".repeat(ACTION_BODY_MAX_BYTES + 1);
    expect((await post(base, large)).status).toBe(413);
    const streamed = new ReadableStream({
      start(controller) {
        for (let sent = 0; sent <= ACTION_BODY_MAX_BYTES; sent += 64 * 1024)
          controller.enqueue(new TextEncoder().encode("y".repeat(64 * 1024)));
        controller.close();
      },
    });
    expect((await post(base, streamed)).status).toBe(413);
    expect((await post(base, '[null,"$K1"]')).status).toBe(200);
  });

  it("checks a form posted to a page without JavaScript, and leaves other posts to Next.js unread", async () => {
    const base = await serve();
    const form = new FormData();
    form.append("$ACTION_ID_60ec48b94d", "");
    const page = await fetch(`${base}/account`, { method: "POST", body: form });
    expect(page.status).toBe(400);
    const api = await fetch(`${base}/api/v1/submissions`, { method: "POST", body: form });
    expect(await api.json()).toMatchObject({ reached: true, stashed: false });
    const plain = await fetch(`${base}/account`, { method: "POST", body: "anything" });
    expect(await plain.json()).toEqual({ reached: true, stashed: false, body: "anything" });
  });
});
