// One chat completion from an OpenAI-compatible API (POST {baseUrl}/chat/completions), shared by the
// judge audit and hosted evaluation: a per-attempt timeout, retries with backoff that honour 429
// Retry-After, redirects refused, and every failure a named code whose detail never holds the key.
import { setTimeout as delay } from "node:timers/promises";
import { z } from "zod";
import { excerpt, readLimitedText, redact, type ByteStream } from "./response-text";
import { DEFAULT_MAX_RETRY_WAIT_MS, retryAfterMs, retryWaitMs, type RetryPolicy } from "./retry-policy";
import { upstreamAnswer } from "./upstream-status";
import { err, ok, type Result } from "@/lib/result";

export type ChatFailureCode =
  | "timeout"
  | "cancelled"
  | "rate-limited"
  | "server-error"
  | "connection-refused"
  | "connection-failed"
  | "tls-failed"
  | "invalid-response"
  | "unauthorized"
  | "not-found"
  | "request-refused"
  | "redirect-refused";

/** Worth another attempt: the same request may succeed later. */
const RETRYABLE: ReadonlySet<ChatFailureCode> = new Set([
  "timeout",
  "rate-limited",
  "server-error",
  "connection-refused",
  "connection-failed",
  "invalid-response",
]);

interface ChatFailure {
  code: ChatFailureCode;
  /** One short sentence for the submitter and the logs; never the API key. */
  detail: string;
  /** The upstream's HTTP status, when it answered. */
  status: number | null;
  attempts: number;
}

interface ChatCompletion {
  text: string;
  /** The tokens the API says it counted; null when it sent none, or a count past any plausible bound. */
  usage: { promptTokens: number; completionTokens: number } | null;
  /** Why a usage the API sent was not taken (past MAX_REPORTED_TOKENS); null when it was, or none came. */
  usageNote: string | null;
  finishReason: string | null;
  attempts: number;
}

export type ChatResult = Result<ChatCompletion, ChatFailure>;

/** The part of fetch the client uses: global fetch fits, and so does pinned-fetch.ts. */
export type ChatTransport = (
  url: string,
  init: { method: "POST"; headers: Record<string, string>; body: string; signal: AbortSignal; redirect: "manual" },
) => Promise<{ status: number; headers: { get(name: string): string | null }; body: ByteStream | null }>;

export interface ChatEndpoint {
  /** The API's base, e.g. https://api.example.org/v1. */
  baseUrl: string;
  apiKey: string | null;
  transport?: ChatTransport;
}

/** The most of an answer read: a completion is a few kilobytes; an error body is only excerpted. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;

/**
 * The most tokens one request can plausibly read or write: past any model's context window. A count
 * beyond it is the endpoint's error (or a trick to exhaust a cap, or overflow the counters), not usage.
 */
const MAX_REPORTED_TOKENS = 10_000_000;

const ZCompletion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string() }), finish_reason: z.string().nullish() }))
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) })
    .nullish()
    .catch(null),
});

/** One attempt's answer, or its failure and how long the endpoint asked to wait (null: it did not say). */
type Attempt = Result<
  Omit<ChatCompletion, "attempts">,
  { code: ChatFailureCode; detail: string; status: number | null; retryAfter: number | null }
>;

export async function requestChatCompletion({
  endpoint,
  body,
  retry,
  signal,
  sleep = (ms, abort) => delay(ms, undefined, { signal: abort }),
  random = Math.random,
}: {
  endpoint: ChatEndpoint;
  /** The request body (chat-body.ts builds MR-Ben's). */
  body: Record<string, unknown>;
  retry: RetryPolicy;
  /** Cancels the request and any wait between attempts (a run cancelled). */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
  /** The backoff's jitter source, [0, 1); tests pass a fixed one. */
  random?: () => number;
}): Promise<ChatResult> {
  const payload = JSON.stringify(body);
  for (let attempt = 1; ; attempt++) {
    const attempted = await attemptOnce(endpoint, payload, retry.timeoutMs, signal);
    if (attempted.ok) return ok({ ...attempted.value, attempts: attempt });
    const outcome = attempted.error;
    const failure = { code: outcome.code, detail: outcome.detail, status: outcome.status, attempts: attempt };
    if (!RETRYABLE.has(outcome.code) || attempt > retry.maxRetries) return err(failure);
    const wait = retryWaitMs(retry, attempt, outcome.retryAfter, random);
    if (wait === null) return err({ ...failure, detail: tooLongToWait(failure, outcome.retryAfter, retry) });
    try {
      await sleep(wait, signal);
    } catch {
      // Only a cancellation interrupts the wait.
    }
    if (signal?.aborted) return err({ ...failure, code: "cancelled", detail: "the run was cancelled" });
  }
}

function tooLongToWait(failure: ChatFailure, retryAfter: number | null, retry: RetryPolicy): string {
  const asked = Math.ceil((retryAfter ?? 0) / 1000);
  const cap = Math.floor((retry.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS) / 1000);
  return `${failure.detail}; it asked to wait ${asked} s (Retry-After), longer than the ${cap} s a retry may wait`;
}

async function attemptOnce(
  endpoint: ChatEndpoint,
  payload: string,
  timeoutMs: number,
  outer: AbortSignal | undefined,
): Promise<Attempt> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutMs);
  const signal = outer ? AbortSignal.any([outer, timer.signal]) : timer.signal;
  const secret = endpoint.apiKey;
  const interrupted = (what: string): Attempt | null =>
    outer?.aborted
      ? failure("cancelled", "the run was cancelled")
      : timer.signal.aborted
        ? failure("timeout", `${what} within ${timeoutMs} ms`)
        : null;
  try {
    let response: Awaited<ReturnType<ChatTransport>>;
    try {
      response = await (endpoint.transport ?? fetch)(`${endpoint.baseUrl}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
        body: payload,
        signal,
        redirect: "manual",
      });
    } catch (error) {
      return interrupted("no answer") ?? connectionFailure(error, secret);
    }
    const answer = upstreamAnswer(response.status);
    if (answer === "redirect") {
      await response.body?.getReader().cancel();
      const location = excerpt(response.headers.get("location") ?? "nowhere", secret);
      return failure(
        "redirect-refused",
        `the endpoint redirects (${response.status}) to ${location}; redirects are not followed`,
        response.status,
      );
    }
    let read: { text: string; truncated: boolean };
    try {
      read = await readLimitedText(response.body, answer === "ok" ? MAX_ANSWER_BYTES : MAX_ERROR_BYTES);
    } catch {
      return (
        interrupted("the answer did not arrive") ??
        failure("connection-failed", "the answer was cut off", response.status)
      );
    }
    const said = () => excerpt(read.text, secret, read);
    const status = response.status;
    switch (answer) {
      case "rate-limited":
        return err({
          ...failure("rate-limited", `the endpoint says too many requests (${status}): ${said()}`, status).error,
          retryAfter: retryAfterMs(response.headers.get("retry-after")),
        });
      case "server-error":
        return failure("server-error", `the endpoint failed (${status}): ${said()}`, status);
      case "unauthorized":
        return failure("unauthorized", `the endpoint refused the API key (${status}): ${said()}`, status);
      case "not-found":
        return failure(
          "not-found",
          `no chat completions API at this base URL, or no such model (${status}): ${said()}`,
          status,
        );
      case "refused":
        return failure("request-refused", `the endpoint refused the request (${status}): ${said()}`, status);
      case "ok":
        if (read.truncated)
          return failure("invalid-response", `the answer is larger than ${MAX_ANSWER_BYTES} bytes`, status);
        return readCompletion(read.text, secret, status);
    }
  } finally {
    clearTimeout(timeout);
  }
}

function failure(code: ChatFailureCode, detail: string, status: number | null = null) {
  return err({ code, detail, status, retryAfter: null as number | null });
}

function readCompletion(text: string, secret: string | null, status: number): Attempt {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure("invalid-response", `the answer is not JSON: ${excerpt(text, secret)}`, status);
  }
  const parsed = ZCompletion.safeParse(json);
  if (!parsed.success) return failure("invalid-response", "the answer has no choices[0].message.content text", status);
  const [choice] = parsed.data.choices;
  const usage = parsed.data.usage;
  const implausible =
    usage && (usage.prompt_tokens > MAX_REPORTED_TOKENS || usage.completion_tokens > MAX_REPORTED_TOKENS);
  return ok({
    // The answer becomes public with the entry: an endpoint echoing the key must not put it there.
    text: redact(choice!.message.content, secret),
    usage:
      usage && !implausible ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : null,
    usageNote: implausible
      ? `the endpoint reported ${usage.prompt_tokens} prompt and ${usage.completion_tokens} completion tokens for ` +
        `one request, past the ${MAX_REPORTED_TOKENS} any model reads or writes; the request's estimate was counted instead`
      : null,
    finishReason: choice!.finish_reason ? redact(choice!.finish_reason, secret) : null,
  });
}

/** The system error codes under fetch's "fetch failed" (its cause, or each of an AggregateError's). */
function errorCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 4) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === "string" ? [code] : []),
    ...errorCodes(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorCodes(inner, depth + 1)) : []),
  ];
}

function connectionFailure(error: unknown, secret: string | null): Attempt {
  const codes = errorCodes(error);
  const cause = (error as { cause?: unknown } | null)?.cause;
  const message = redact(
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error),
    secret,
  );
  const shown = excerpt(message, secret);
  if (codes.includes("ECONNREFUSED"))
    return failure("connection-refused", `the endpoint refused the connection: ${shown}`);
  if (codes.some((code) => /CERT|TLS|SSL|SIGNATURE/.test(code)))
    return failure("tls-failed", `the endpoint's TLS certificate was not accepted: ${shown}`);
  return failure("connection-failed", `could not reach the endpoint: ${shown}`);
}
