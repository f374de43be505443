// A hosted run's spending cap, as a rule on numbers: a request may start only if reserving it (one
// request, its estimated tokens) keeps the run within its caps. Workers reserve before sending and
// settle after the answer, in one atomic update each, so concurrent workers cannot overshoot together.
import { err, ok, type Result } from "@/lib/result";

export interface SpendingCap {
  /** Requests (prompts; the client's retries of one prompt count once); null: no cap. */
  maxRequests: number | null;
  /** Prompt plus completion tokens; null: no cap. */
  maxTokens: number | null;
}

/** What a run has used so far, reservations of requests in flight included. */
export interface Spending {
  requests: number;
  tokens: number;
}

export type CapReached =
  { code: "request-cap-reached"; detail: string } | { code: "token-cap-reached"; detail: string };

/** The reservation for one more request, or which cap it would pass. */
export function reserveRequest({
  cap,
  spent,
  tokenEstimate,
}: {
  cap: SpendingCap;
  spent: Spending;
  tokenEstimate: number;
}): Result<Spending, CapReached> {
  const next = { requests: spent.requests + 1, tokens: spent.tokens + tokenEstimate };
  if (cap.maxRequests !== null && next.requests > cap.maxRequests)
    return err({
      code: "request-cap-reached",
      detail: `the run has used its ${cap.maxRequests} request(s)`,
    });
  if (cap.maxTokens !== null && next.tokens > cap.maxTokens)
    return err({
      code: "token-cap-reached",
      detail: `another request (about ${tokenEstimate} tokens) would pass the cap of ${cap.maxTokens} tokens; ${spent.tokens} used or reserved`,
    });
  return ok(next);
}

/**
 * Spending once a reserved request is over: its estimate replaced by the tokens the API counted.
 * Without a count (no usage sent, a timeout) the estimate stays: the model may have spent it.
 */
export function settleRequest({
  spent,
  tokenEstimate,
  tokensUsed,
}: {
  spent: Spending;
  tokenEstimate: number;
  tokensUsed: number | null;
}): Spending {
  return { requests: spent.requests, tokens: spent.tokens - tokenEstimate + (tokensUsed ?? tokenEstimate) };
}

/** A completion's share of the estimate when the request sets no limit of its own. */
const DEFAULT_COMPLETION_ESTIMATE = 2048;

/**
 * An estimate on the high side of a request's tokens: a token per 3 prompt characters (English text
 * averages about 4 in cl100k), plus the completion limit, or a default when the request sets none.
 * Only a request with a limit makes the token cap a hard one; without, one answer may run past it.
 */
export function estimateRequestTokens({
  promptChars,
  completionLimit,
}: {
  promptChars: number;
  completionLimit: number | null;
}): number {
  return Math.ceil(promptChars / 3) + (completionLimit ?? DEFAULT_COMPLETION_ESTIMATE);
}
