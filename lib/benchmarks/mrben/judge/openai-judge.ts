// One judge request as the official script makes it (one user message, temperature 0, top_p 0.9),
// through the shared chat client (lib/hosted-endpoint), which adds what the official script lacks:
// a timeout, retries that honour 429 Retry-After, and every failure a clear outcome.
import { chatCompletionBody } from "@/lib/hosted-endpoint/chat-body";
import { requestChatCompletion, type ChatFailureCode, type ChatTransport } from "@/lib/hosted-endpoint/chat-client";
import { err, ok, type Result } from "@/lib/result";

export interface JudgeSettings {
  /** The API's base, e.g. https://api.openai.com/v1 (…/chat/completions is appended). */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The judge's failure kinds, stored on each failed verdict and shown on the audit. */
type JudgeFailureKind = "rate-limited" | "server-error" | "timeout" | "network" | "rejected" | "malformed";

/** The judge's answer and what it cost. */
export interface JudgeAnswer {
  content: string;
  usage: { promptTokens: number; completionTokens: number };
  attempts: number;
}

/** The judge's answer, or how asking it failed (with the attempts it took either way). */
type JudgeCall = Result<
  JudgeAnswer,
  { kind: JudgeFailureKind; message: string; status: number | null; attempts: number }
>;

/** The client's codes in the audit's older, coarser words (stored verdicts keep using them). */
const JUDGE_KIND: Record<ChatFailureCode, JudgeFailureKind> = {
  timeout: "timeout",
  cancelled: "network",
  "rate-limited": "rate-limited",
  "server-error": "server-error",
  "connection-refused": "network",
  "connection-failed": "network",
  "tls-failed": "network",
  "invalid-response": "malformed",
  unauthorized: "rejected",
  "not-found": "rejected",
  "request-refused": "rejected",
  "redirect-refused": "rejected",
};

export async function askJudge({
  settings,
  prompt,
  fetchImpl = fetch,
  sleep,
  signal,
}: {
  settings: JudgeSettings;
  prompt: string;
  fetchImpl?: ChatTransport;
  sleep?: (ms: number) => Promise<void>;
  /** Aborts the request and its retries (a hosted run's judge stage stopping). */
  signal?: AbortSignal;
}): Promise<JudgeCall> {
  const result = await requestChatCompletion({
    endpoint: { baseUrl: settings.baseUrl, apiKey: settings.apiKey, transport: fetchImpl },
    body: chatCompletionBody({ model: settings.model, prompt, temperature: 0, topP: 0.9 }),
    retry: { timeoutMs: settings.timeoutMs, maxRetries: settings.maxRetries },
    ...(sleep ? { sleep } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) {
    const { code, detail, status, attempts } = result.error;
    return err({ kind: JUDGE_KIND[code], message: detail, status, attempts });
  }
  const { text, usage, attempts } = result.value;
  return ok({ content: text, usage: usage ?? { promptTokens: 0, completionTokens: 0 }, attempts });
}
