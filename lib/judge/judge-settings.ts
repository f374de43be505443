// The judge audit's settings from lib/env.ts, or null when no judge API is configured: then the
// feature says it is off and nothing else changes.
import "server-only";
import { env } from "@/lib/env";
import type { JudgeSettings } from "@/lib/judge/openai-judge";

export function judgeSettings(): JudgeSettings | null {
  if (!env.JUDGE_API_BASE_URL) return null;
  return {
    baseUrl: env.JUDGE_API_BASE_URL,
    apiKey: env.JUDGE_API_KEY ?? null,
    model: env.JUDGE_MODEL,
    timeoutMs: env.JUDGE_TIMEOUT_MS,
    maxRetries: env.JUDGE_MAX_RETRIES,
  };
}
