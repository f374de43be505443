// The request body as MR-Ben's official script builds it, its reasoning-model case included.
import { describe, expect, it } from "vitest";
import { chatCompletionBody } from "./chat-body";

describe("the chat completion body", () => {
  it("is the prompt as the one user message, temperature and top_p, nothing unset", () => {
    expect(chatCompletionBody({ model: "m", prompt: "p", temperature: 0, topP: 0.9 })).toEqual({
      model: "m",
      messages: [{ role: "user", content: "p" }],
      temperature: 0,
      top_p: 0.9,
    });
  });

  it("carries max_tokens and vLLM's stop_token_ids when given, and not an empty list", () => {
    expect(
      chatCompletionBody({
        model: "m",
        prompt: "p",
        temperature: 0.2,
        topP: 1,
        maxTokens: 512,
        stopTokenIds: [2, 32000],
      }),
    ).toEqual({
      model: "m",
      messages: [{ role: "user", content: "p" }],
      max_tokens: 512,
      temperature: 0.2,
      top_p: 1,
      stop_token_ids: [2, 32000],
    });
    expect(
      chatCompletionBody({ model: "m", prompt: "p", temperature: 0, topP: 0.9, stopTokenIds: [] }),
    ).not.toHaveProperty("stop_token_ids");
  });

  it("sends o1-mini and o1-preview temperature and top_p 1 and max_completion_tokens 8192, as the official script does", () => {
    for (const model of ["o1-mini", "o1-preview"]) {
      expect(chatCompletionBody({ model, prompt: "p", temperature: 0, topP: 0.9, maxTokens: 100 })).toEqual({
        model,
        messages: [{ role: "user", content: "p" }],
        max_completion_tokens: 8192,
        temperature: 1,
        top_p: 1,
      });
    }
    expect(chatCompletionBody({ model: "o1", prompt: "p", temperature: 0, topP: 0.9 })).toMatchObject({
      temperature: 0,
    });
  });
});
