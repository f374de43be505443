// A small OpenAI-compatible chat completions server for the judge and hosted-evaluation tests. It
// answers from the request alone, so every test is deterministic: the prompt's words choose the
// behaviour, and `answer` (the judge's verdicts by default) writes the text of a normal answer.
//   "RATE-LIMIT-ONCE <tag>"  -> 429 with Retry-After: 1 the first time for <tag>, then an answer
//   "RATE-LIMIT-DATE <tag>"  -> the same, Retry-After as an HTTP date 2 s ahead
//   "RATE-LIMIT-LONG <tag>"  -> the same, Retry-After: 3600 (past a client's cap)
//   "SERVER-ERROR"           -> 500 every time
//   "SLOW"                   -> never answers (the client's timeout gives up)
//   "SLOW-BODY"              -> 200 and half an answer, then nothing
//   "DELAY <ms>"             -> answers after <ms> milliseconds
//   "NOT-JSON"               -> 200 with a body that is not JSON
//   "NO-CONTENT"             -> 200 with JSON but no choices[0].message.content
//   "UNAUTHORIZED"           -> 401 whose body echoes the Authorization header, as a careless server might
//   "REDIRECT"               -> 307 to a cloud metadata address
//   "DROP"                   -> closes the connection without answering
// Any other path than POST /v1/chat/completions is a 404.
// Every request to it is recorded (body, headers, the local address it reached, when) in arrival order.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  [field: string]: unknown;
}

export interface RecordedRequest {
  body: ChatBody;
  authorization: string | null;
  host: string | null;
  /** The address of this server the connection reached. */
  localAddress: string | null;
  /** The TLS server name (SNI) the client sent; null over plain HTTP. */
  servername: string | null;
  /** performance.now() when the request's body had arrived. */
  at: number;
  /** performance.now() when the request's headers arrived. */
  receivedAt: number;
  /** performance.now() when the answer was sent in full; null until then (or when none was). */
  answeredAt: number | null;
}

export interface FakeOpenAiServer {
  baseUrl: string;
  port: number;
  requests: RecordedRequest[];
  /** The recorded requests whose prompt contains `text`. */
  requestsWith(text: string): RecordedRequest[];
  close(): Promise<void>;
}

/** The judge's answer by default: a verdict chosen by the student's explanation in the prompt. */
function judgeAnswer(prompt: string): string {
  const decision = prompt.includes("Student's Explanation of the Error: right") ? "Correct" : "Wrong";
  return `1. Step-by-Step Reasoning: read the truth.\n2. Student Error Reason Analysis: compared.\n3. Final Decision: ${decision}`;
}

/** The TLS server name (SNI) a socket received; null over plain HTTP. */
function serverName(socket: unknown): string | null {
  const name = (socket as { servername?: unknown }).servername;
  return typeof name === "string" && name !== "" ? name : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

type Usage = { prompt_tokens: number; completion_tokens: number };

/** Usage as a model server reports it: prompt tokens by length, a fixed 20 for every answer. */
function completion(content: string, prompt: string, reported?: Usage) {
  const promptTokens = reported?.prompt_tokens ?? Math.ceil(prompt.length / 4);
  const completionTokens = reported?.completion_tokens ?? 20;
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

const RATE_LIMITS: { marker: string; retryAfter: () => string }[] = [
  { marker: "RATE-LIMIT-ONCE", retryAfter: () => "1" },
  { marker: "RATE-LIMIT-DATE", retryAfter: () => new Date(Date.now() + 2_000).toUTCString() },
  { marker: "RATE-LIMIT-LONG", retryAfter: () => "3600" },
];

export async function startFakeOpenAiServer({
  port = 0,
  host = "127.0.0.1",
  answer = judgeAnswer,
  behaviour,
  tls,
  onRequest,
  usage,
}: {
  port?: number;
  host?: string;
  answer?: (prompt: string, body: ChatBody) => string;
  /**
   * Markers (above) to act on besides the prompt's own, for prompts the test cannot write (a hosted
   * run's official prompts): e.g. "RATE-LIMIT-ONCE <tag>" for some, chosen from the prompt.
   */
  behaviour?: (prompt: string) => string;
  /** Serve HTTPS with this key and certificate. */
  tls?: { key: string; cert: string };
  /**
   * Called as each chat request arrives, once recorded, before the server acts on it; a promise it
   * returns holds the request until it settles. A test learns from it that a request is in flight,
   * or holds answers until it lets them go. Without it the server acts at once.
   */
  onRequest?: (request: RecordedRequest) => Promise<void> | void;
  /** The usage to report instead of the usual, e.g. absurd counts. */
  usage?: (prompt: string) => Usage;
} = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const limited = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      request.resume();
      response.writeHead(404, { "content-type": "application/json" });
      return void response.end(JSON.stringify({ error: { message: `no route ${request.method} ${request.url}` } }));
    }
    const receivedAt = performance.now();
    const body = JSON.parse(await readBody(request)) as ChatBody;
    const recorded: RecordedRequest = {
      body,
      authorization: request.headers.authorization ?? null,
      host: request.headers.host ?? null,
      localAddress: request.socket.localAddress ?? null,
      servername: serverName(request.socket),
      at: performance.now(),
      receivedAt,
      answeredAt: null,
    };
    requests.push(recorded);
    response.once("finish", () => (recorded.answeredAt = performance.now()));
    const held = onRequest?.(recorded);
    if (held) await held;
    const asked = body.messages[0]?.content ?? "";
    // The markers are looked for in the prompt and in what `behaviour` adds; answers see the prompt alone.
    const prompt = behaviour ? `${asked}\n${behaviour(asked)}` : asked;
    const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(payload);
    };
    for (const { marker, retryAfter } of RATE_LIMITS) {
      const tag = new RegExp(`${marker} (\\S+)`).exec(prompt)?.[1];
      if (tag && !limited.has(`${marker} ${tag}`)) {
        limited.add(`${marker} ${tag}`);
        return send(429, JSON.stringify({ error: { message: "slow down" } }), { "retry-after": retryAfter() });
      }
    }
    if (prompt.includes("SERVER-ERROR")) return send(500, JSON.stringify({ error: { message: "boom" } }));
    if (prompt.includes("UNAUTHORIZED"))
      return send(
        401,
        JSON.stringify({ error: { message: `bad key in ${request.headers.authorization ?? "nothing"}` } }),
      );
    if (prompt.includes("NOT-JSON")) return send(200, "<html>gateway</html>");
    if (prompt.includes("NO-CONTENT")) return send(200, JSON.stringify({ choices: [] }));
    if (prompt.includes("REDIRECT"))
      return send(307, "", { location: "http://169.254.169.254/latest/meta-data/iam/security-credentials/" });
    if (prompt.includes("DROP")) return void request.socket.destroy();
    if (prompt.includes("SLOW-BODY")) {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.write('{"choices": [');
    }
    if (prompt.includes("SLOW")) return;
    const payload = JSON.stringify(completion(answer(asked, body), asked, usage?.(asked)));
    const delay = /DELAY (\d+)/.exec(prompt)?.[1];
    if (!delay) return send(200, payload);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(200, payload);
    }, Number(delay));
    timers.add(timer);
  };

  const handler = (request: IncomingMessage, response: ServerResponse) => void respond(request, response);
  const server: Server = tls ? createTlsServer(tls, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    baseUrl: `${tls ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}:${listening}/v1`,
    port: listening,
    requests,
    requestsWith: (text) => requests.filter((request) => request.body.messages[0]?.content.includes(text)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
