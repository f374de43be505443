// Whether this portal can run hosted evaluations: only with EVAL_SECRETS_KEY to seal API keys.
// Unset, every place that would start a run says so with the sentence below.
import "server-only";
import { env } from "@/lib/env";
import type { SealingKey } from "@/lib/validations/sealing-key";
import { err, ok, type Result } from "@/lib/result";

export const HOSTED_RUNS_OFF_MESSAGE =
  "Hosted evaluation is off on this portal: it has no key to keep API keys encrypted (EVAL_SECRETS_KEY is not set). " +
  "Run MR-Ben's evaluation yourself and upload its results file instead.";

export type HostedRunsOff = { code: "hosted-runs-off"; message: string };

/** The key that seals API keys, or why hosted runs are off. */
export function hostedRunsKey(
  key: SealingKey | null | undefined = env.EVAL_SECRETS_KEY,
): Result<SealingKey, HostedRunsOff> {
  return key ? ok(key) : err({ code: "hosted-runs-off", message: HOSTED_RUNS_OFF_MESSAGE });
}

export function hostedRunsEnabled(): boolean {
  return hostedRunsKey().ok;
}
