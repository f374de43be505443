// A database host that takes the TCP connection and then never answers (a hung server, a firewall
// that drops what follows): the API answers 503 database-unavailable once the connect timeout has
// passed, instead of holding the request until the kernel gives up on the socket.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const sockets: net.Socket[] = [];
const silent = net.createServer((socket) => void sockets.push(socket));

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  // Set before lib/env and lib/db are first imported: this file's client talks to the silent server.
  process.env.DATABASE_URL = `postgresql://nobody@127.0.0.1:${(silent.address() as net.AddressInfo).port}/nowhere`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("a database that never answers the connection", () => {
  it("is answered 503 database-unavailable after the connect timeout, not held", async () => {
    const { GET } = await import("@/app/api/v1/submissions/route");
    const started = performance.now();
    const response = await GET(
      new Request("http://portal.test/api/v1/submissions", { headers: { authorization: "Bearer mrben_unknown" } }),
    );
    const waitedMs = performance.now() - started;
    console.log(`[db-unanswering] answered ${response.status} after ${(waitedMs / 1000).toFixed(1)} s`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ type: expect.stringMatching(/\/database-unavailable$/) });
    expect(sockets.length).toBeGreaterThan(0); // it did try, and the server took the connection
  }, 30_000);
});
