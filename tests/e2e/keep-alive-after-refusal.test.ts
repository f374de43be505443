// A request body the portal refuses before reading it whole must not spoil the connection it came
// on: pooled clients (Python requests, undici, Node's keep-alive agent) send their next request on
// the same socket, and it must be answered, whether the server drained the rest of the refused
// body or said `Connection: close` and closed. Against the production server, with a keep-alive
// agent of one socket, as such a client holds.
import http from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { sharedPortal, type Portal } from "./helpers/portal";

const FILE_NAME = "Refused_0shot_cot_True_scored_eval_results.json";
/** A limit on any one answer, far above what one takes: the rule is that it comes, not how fast. */
const ANSWER_LIMIT_MS = 30_000;

let portal: Portal;
let owner: Actor;
let submissionId: string;

startWith("benchmarks");

beforeAll(async () => {
  owner = await createActor("user", "keep-alive");
  const created = await createSubmission({ authorization: owner.bearer });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  submissionId = String(created.body.id);
  portal = await sharedPortal();
});

afterAll(async () => {});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: Socket;
}

function send(
  agent: http.Agent,
  {
    method,
    path,
    headers = {},
    body,
  }: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, agent, timeout: ANSWER_LIMIT_MS };
    const request = http.request(`${portal.baseUrl}${path}`, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString("utf8"),
          socket: request.socket!,
        }),
      );
    });
    request.on("error", reject);
    request.on("timeout", () =>
      request.destroy(new Error(`${method} ${path}: no answer within ${ANSWER_LIMIT_MS} ms`)),
    );
    request.end(body);
  });
}

const REFUSALS: Array<{ rule: string; status: number; body: Buffer }> = [
  {
    rule: "a 250 KB results file that is not JSON from its first byte (400)",
    status: 400,
    body: Buffer.alloc(250 * 1024, "x"),
  },
  {
    rule: "a 250 KB results file refused at its first byte (422)",
    status: 422,
    body: Buffer.concat([Buffer.from("["), Buffer.alloc(250 * 1024, " ")]),
  },
  {
    rule: "an 8 MB results file that is not JSON, past what is drained (400, the connection closed)",
    status: 400,
    body: Buffer.alloc(8 * 1024 * 1024, "x"),
  },
];

describe("a connection after a refused request body", () => {
  it.each(REFUSALS)("the next request on a kept-alive connection is answered after $rule", async ({ status, body }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, {
        method: "PUT",
        path: `/api/v1/submissions/${submissionId}/results/0`,
        headers: {
          authorization: owner.bearer,
          "x-file-name": FILE_NAME,
          "content-type": "application/json",
          "content-length": body.length,
        },
        body,
      });
      expect(refused.status, refused.body).toBe(status);
      const next = await send(agent, { method: "GET", path: "/api/health" });
      expect(next.status, next.body).toBe(200);
      // Kept alive means kept usable: the answer that promised the socket came on it.
      if (refused.connection !== "close") expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});
