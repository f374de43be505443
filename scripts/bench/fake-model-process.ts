// The fake OpenAI-compatible model server of npm run bench:hosted, in a process of its own so that
// its work is not counted as the portal's. Every request is answered after a fixed delay with a
// proper MR-Ben answer. Talks to its parent over IPC: it sends { port } once listening; asked
// { mark: true } it answers { mark: requests so far }, and asked { figures: mark } the figures of
// the requests since that mark.
// Usage (by the bench only): tsx scripts/bench/fake-model-process.ts DELAY_MS
import { startFakeOpenAiServer } from "@/tests/helpers/fake-openai-server";
import { percentile } from "./load-summary";

export interface FakeModelFigures {
  requests: number;
  /** Distinct prompts among them: fewer means a prompt was asked twice. */
  distinctPrompts: number;
  /** From the first request's arrival to the last answer sent. */
  windowMs: number;
  p50Ms: number;
  p95Ms: number;
  /** The most requests the server held at once. */
  maxInFlight: number;
}

const delayMs = Number(process.argv[2] ?? "50");
const ANSWER =
  "Solution Analysis: read each step.\nSolution Correctness: incorrect\nFirst Error Step: Step 2\nError Reason: a slip.";

const server = await startFakeOpenAiServer({ answer: () => ANSWER, behaviour: () => `DELAY ${delayMs}` });

function figuresSince(since: number): FakeModelFigures {
  const requests = server.requests.slice(since).filter((request) => request.answeredAt !== null);
  const latencies = requests.map((request) => request.answeredAt! - request.receivedAt).sort((a, b) => a - b);
  const events = requests
    .flatMap((request) => [
      { at: request.receivedAt, change: 1 },
      { at: request.answeredAt!, change: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.change - b.change);
  let inFlight = 0;
  let maxInFlight = 0;
  for (const event of events) maxInFlight = Math.max(maxInFlight, (inFlight += event.change));
  return {
    requests: requests.length,
    distinctPrompts: new Set(requests.map((request) => request.body.messages[0]?.content ?? "")).size,
    windowMs: events.length > 0 ? events.at(-1)!.at - events[0]!.at : 0,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    maxInFlight,
  };
}

process.on("message", (message: { mark?: true; figures?: number }) => {
  if (message.mark) process.send?.({ mark: server.requests.length });
  else if (typeof message.figures === "number") process.send?.({ figures: figuresSince(message.figures) });
});
process.on("disconnect", () => void server.close().then(() => process.exit(0)));
process.send?.({ port: server.port });
