// The judge audit's settings from lib/env.ts, or null when no judge API is configured: then the
// feature says it is off and nothing else changes.
import "server-only";
import { env } from "@/lib/env";
import type { JudgeSettings } from "@/lib/benchmarks/mrben/judge/openai-judge";

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

/** US dollars per million tokens, to price an audit from the tokens the API reported. */
export interface JudgePrices {
  promptUsdPerMTok: number;
  completionUsdPerMTok: number;
}

export function judgePrices(): JudgePrices {
  return { promptUsdPerMTok: env.JUDGE_PROMPT_USD_PER_MTOK, completionUsdPerMTok: env.JUDGE_COMPLETION_USD_PER_MTOK };
}

export function judgeSampleSize(): number {
  return env.JUDGE_SAMPLE_SIZE;
}

/** Judge requests in flight at once per worker. */
export function judgeConcurrency(): number {
  return env.JUDGE_CONCURRENCY;
}
