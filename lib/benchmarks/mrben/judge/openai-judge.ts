// One judge request to an OpenAI-compatible chat completions API, as the official script makes it
// (one user message, temperature 0, top_p 0.9), with what the official script lacks: a timeout,
// retries that honour 429 Retry-After, and every failure a clear outcome instead of an empty answer.
import { remoteAnswer } from "@/lib/http/remote-status";

export interface JudgeSettings {
  /** The API's base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export type JudgeFailureKind = "rate-limited" | "server-error" | "timeout" | "network" | "rejected" | "malformed";

export type JudgeCall =
  | {
      ok: true;
      content: string;
      usage: { promptTokens: number; completionTokens: number };
      attempts: number;
    }
  | { ok: false; kind: JudgeFailureKind; message: string; status: number | null; attempts: number };

/** Longest wait between attempts, whatever Retry-After says. */
const MAX_RETRY_WAIT_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;

type Attempt =
  | JudgeCall
  | { ok: false; kind: JudgeFailureKind; message: string; status: number | null; retryAfterMs: number | null };

export async function askJudge({
  settings,
  prompt,
  fetchImpl = fetch,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  settings: JudgeSettings;
  prompt: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}): Promise<JudgeCall> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(settings, prompt, fetchImpl, attempt);
    if (outcome.ok) return outcome;
    const retryable = outcome.kind !== "rejected";
    if (!retryable || attempt > settings.maxRetries) {
      return { ok: false, kind: outcome.kind, message: outcome.message, status: outcome.status, attempts: attempt };
    }
    const backoff = FIRST_BACKOFF_MS * 2 ** (attempt - 1);
    const wait = "retryAfterMs" in outcome && outcome.retryAfterMs !== null ? outcome.retryAfterMs : backoff;
    await sleep(Math.min(wait, MAX_RETRY_WAIT_MS));
  }
}

async function attemptOnce(
  settings: JudgeSettings,
  prompt: string,
  fetchImpl: typeof fetch,
  attempt: number,
): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages: [{ role: "user", content: prompt }],
          temperature: 0,
          top_p: 0.9,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) return failure("timeout", `no answer within ${settings.timeoutMs} ms`, null);
      return failure("network", error instanceof Error ? error.message : String(error), null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return controller.signal.aborted
        ? failure("timeout", `the answer did not arrive within ${settings.timeoutMs} ms`, response.status)
        : failure("network", "the answer was cut off", response.status);
    }
    const answer = remoteAnswer(response.status);
    if (answer === "rate-limited")
      return {
        ...failure("rate-limited", `the API says: too many requests (${response.status})`, response.status),
        retryAfterMs: retryAfter(response.headers.get("retry-after")),
      };
    if (answer === "server-error")
      return failure("server-error", `the API answered ${response.status}: ${text.slice(0, 200)}`, response.status);
    if (answer === "rejected")
      return failure(
        "rejected",
        `the API refused the request (${response.status}): ${text.slice(0, 200)}`,
        response.status,
      );
    return readCompletion(text, attempt);
  } finally {
    clearTimeout(timer);
  }
}

function failure(kind: JudgeFailureKind, message: string, status: number | null) {
  return { ok: false as const, kind, message, status, retryAfterMs: null };
}

/** Retry-After as seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function readCompletion(text: string, attempt: number): Attempt {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure("malformed", `the answer is not JSON: ${text.slice(0, 120)}`, 200);
  }
  const completion = body as {
    choices?: { message?: { content?: unknown } }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
  };
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== "string")
    return failure("malformed", "the answer has no choices[0].message.content text", 200);
  const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
  return {
    ok: true,
    content,
    usage: {
      promptTokens: count(completion.usage?.prompt_tokens),
      completionTokens: count(completion.usage?.completion_tokens),
    },
    attempts: attempt,
  };
}
