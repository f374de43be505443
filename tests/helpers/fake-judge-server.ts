// A small OpenAI-compatible chat completions server for the judge tests. It answers from the
// request alone, so every test is deterministic: the prompt's words choose the behaviour.
//   "Student's Explanation of the Error: right"  -> Final Decision: Correct
//   "Student's Explanation of the Error: wrong"  -> Final Decision: Wrong
//   "RATE-LIMIT-ONCE <tag>"  -> 429 with Retry-After: 1 the first time for <tag>, then an answer
//   "SERVER-ERROR"           -> 500 every time
//   "SLOW"                   -> answers after 2 s
//   "NOT-JSON"               -> 200 with a body that is not JSON
//   "NO-CONTENT"             -> 200 with JSON but no choices[0].message.content
//   "UNAUTHORIZED"           -> 401
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeJudge {
  baseUrl: string;
  /** Every request's parsed body and authorization header, in order. */
  requests: { body: { model: string; messages: { role: string; content: string }[] }; authorization: string | null }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function completion(decision: string, prompt: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: `1. Step-by-Step Reasoning: read the truth.\n2. Student Error Reason Analysis: compared.\n3. Final Decision: ${decision}`,
        },
        finish_reason: "stop",
      },
    ],
    usage: {
      prompt_tokens: Math.ceil(prompt.length / 4),
      completion_tokens: 20,
      total_tokens: Math.ceil(prompt.length / 4) + 20,
    },
  };
}

export async function startFakeJudge({ port = 0 }: { port?: number } = {}): Promise<FakeJudge> {
  const requests: FakeJudge["requests"] = [];
  const limited = new Set<string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const body = JSON.parse(raw) as FakeJudge["requests"][number]["body"];
      requests.push({ body, authorization: request.headers.authorization ?? null });
      const prompt = body.messages[0]?.content ?? "";
      const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { "content-type": "application/json", ...headers });
        response.end(payload);
      };
      const once = /RATE-LIMIT-ONCE (\S+)/.exec(prompt);
      if (once && !limited.has(once[1]!)) {
        limited.add(once[1]!);
        return send(429, JSON.stringify({ error: { message: "slow down" } }), { "retry-after": "1" });
      }
      if (prompt.includes("SERVER-ERROR")) return send(500, JSON.stringify({ error: { message: "boom" } }));
      if (prompt.includes("UNAUTHORIZED")) return send(401, JSON.stringify({ error: { message: "bad key" } }));
      if (prompt.includes("NOT-JSON")) return send(200, "<html>gateway</html>");
      if (prompt.includes("NO-CONTENT")) return send(200, JSON.stringify({ choices: [] }));
      // Never answers: the client's timeout gives up (close() ends the connection if it has not).
      if (prompt.includes("SLOW")) return;
      const decision = prompt.includes("Student's Explanation of the Error: right") ? "Correct" : "Wrong";
      if (!response.destroyed) send(200, JSON.stringify(completion(decision, prompt)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${listening}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
