// The body of one chat completion request as MR-Ben's official script sends it: the prompt as the
// single user message, temperature and top_p, max_tokens only when set, vLLM's stop_token_ids only
// when given; and its special case for the reasoning models that refuse those settings.
export interface ChatRequest {
  model: string;
  prompt: string;
  temperature: number;
  topP: number;
  /** Unset (null): the API's own limit, as in the official script. */
  maxTokens?: number | null;
  /** vLLM's extra body field; omitted when empty. */
  stopTokenIds?: readonly number[] | null;
}

/** The models the official script special-cases: they accept only temperature and top_p 1. */
export const REASONING_MODELS: ReadonlySet<string> = new Set(["o1-mini", "o1-preview"]);

/** The official script's max_completion_tokens for those models (they take no max_tokens). */
export const REASONING_MAX_COMPLETION_TOKENS = 8192;

export function chatCompletionBody(request: ChatRequest): Record<string, unknown> {
  const messages = [{ role: "user", content: request.prompt }];
  const stop =
    request.stopTokenIds && request.stopTokenIds.length > 0 ? { stop_token_ids: [...request.stopTokenIds] } : {};
  if (REASONING_MODELS.has(request.model)) {
    return {
      model: request.model,
      messages,
      max_completion_tokens: REASONING_MAX_COMPLETION_TOKENS,
      temperature: 1,
      top_p: 1,
      ...stop,
    };
  }
  return {
    model: request.model,
    messages,
    ...(request.maxTokens != null ? { max_tokens: request.maxTokens } : {}),
    temperature: request.temperature,
    top_p: request.topP,
    ...stop,
  };
}
