import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DRAIN_MAX_BYTES, settlingUnreadBodies } from "./unread-body";

/** A limit on any one answer, far above what one takes: the rule is that it comes. */
const ANSWER_LIMIT_MS = 20_000;
const TEST_LIMIT_MS = 2 * ANSWER_LIMIT_MS;

const servers: http.Server[] = [];
const agents: http.Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/**
 * What Next.js does with a route handler's body: a web Request over the IncomingMessage; the
 * handler reads the first chunk, refuses it and cancels the rest, then answers 400.
 */
async function refuseAtFirstChunk(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === "PUT") {
    const body = new Request("http://portal.test/", {
      method: "PUT",
      body: request as never,
      duplex: "half",
    } as never).body!.getReader();
    await body.read();
    await body.cancel();
    response.statusCode = 400;
  }
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ status: response.statusCode }));
}

async function serve(): Promise<{ baseUrl: string; agent: http.Agent }> {
  const listener = settlingUnreadBodies((request, response) => void refuseAtFirstChunk(request, response));
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, agent };
}

interface Answer {
  status: number;
  connection: string | undefined;
  socket: Socket;
}

function send(agent: http.Agent, url: string, method: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, timeout: ANSWER_LIMIT_MS }, (response) => {
      response.resume();
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, socket: request.socket! }),
      );
    });
    request.on("error", reject);
    request.on("timeout", () => request.destroy(new Error(`${method} ${url}: no answer within ${ANSWER_LIMIT_MS} ms`)));
    request.end(body);
  });
}

describe("a request without a body", () => {
  it(
    "answered at once, as a front-cache hit is, keeps its connection for the next request",
    async () => {
      const { baseUrl, agent } = await serve();
      const first = await send(agent, `${baseUrl}/`, "GET");
      const second = await send(agent, `${baseUrl}/`, "GET");
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.connection).toBe("keep-alive");
      expect(second.socket).toBe(first.socket);
    },
    TEST_LIMIT_MS,
  );
});

describe("a request body answered before it was read whole", () => {
  it(
    "a small rest is read and dropped, and the next request on the kept connection is answered",
    async () => {
      const { baseUrl, agent } = await serve();
      const refused = await send(agent, `${baseUrl}/upload`, "PUT", Buffer.alloc(250 * 1024, "x"));
      expect(refused.status).toBe(400);
      expect(refused.connection).toBe("keep-alive");
      const next = await send(agent, `${baseUrl}/health`, "GET");
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    },
    TEST_LIMIT_MS,
  );

  it(
    "a rest larger than the drain limit closes the connection, and the client still sending reads the answer",
    async () => {
      const { baseUrl, agent } = await serve();
      const refused = await send(agent, `${baseUrl}/upload`, "PUT", Buffer.alloc(DRAIN_MAX_BYTES * 8, "x"));
      expect(refused.status).toBe(400);
      expect(refused.connection).toBe("close");
      const next = await send(agent, `${baseUrl}/health`, "GET");
      expect(next.status).toBe(200);
    },
    TEST_LIMIT_MS,
  );

  it(
    "a client that sends the whole body before it reads (as Python's requests does) gets the answer, not a reset",
    async () => {
      const { baseUrl } = await serve();
      const { port } = new URL(baseUrl);
      const socket = net.connect(Number(port), "127.0.0.1");
      const received: Buffer[] = [];
      const closed = new Promise<void>((resolve, reject) => {
        socket.on("error", reject);
        socket.on("close", () => resolve());
      });
      const body = Buffer.alloc(DRAIN_MAX_BYTES * 8, "x");
      socket.write(`PUT /upload HTTP/1.1\r\nHost: portal.test\r\nContent-Length: ${body.length}\r\n\r\n`);
      await new Promise<void>((resolve, reject) => socket.write(body, (error) => (error ? reject(error) : resolve())));
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      socket.end();
      await closed;
      const answer = Buffer.concat(received).toString("latin1");
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.toLowerCase()).toContain("connection: close");
    },
    TEST_LIMIT_MS,
  );
});
