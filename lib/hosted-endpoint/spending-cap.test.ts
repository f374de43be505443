// The spending cap's rule: reserve before sending, settle after; a run never starts a request that
// could pass a cap, even with many in flight, and a missing usage count keeps the estimate.
import { describe, expect, it } from "vitest";
import { estimateRequestTokens, reserveRequest, settleRequest, type Spending } from "./spending-cap";

describe("reserving a request", () => {
  it("adds one request and the estimate when both stay within the caps", () => {
    expect(
      reserveRequest({
        cap: { maxRequests: 10, maxTokens: 1000 },
        spent: { requests: 2, tokens: 300 },
        tokenEstimate: 700,
      }),
    ).toEqual({ ok: true, value: { requests: 3, tokens: 1000 } });
  });

  it("refuses the request past the request cap, by name", () => {
    expect(
      reserveRequest({ cap: { maxRequests: 3, maxTokens: null }, spent: { requests: 3, tokens: 0 }, tokenEstimate: 1 }),
    ).toEqual({ ok: false, error: { code: "request-cap-reached", detail: "the run has used its 3 request(s)" } });
  });

  it("refuses the request whose estimate would pass the token cap, by name", () => {
    const result = reserveRequest({
      cap: { maxRequests: null, maxTokens: 1000 },
      spent: { requests: 5, tokens: 400 },
      tokenEstimate: 601,
    });
    expect(result).toMatchObject({ ok: false, error: { code: "token-cap-reached" } });
    if (!result.ok) expect(result.error.detail).toContain("cap of 1000 tokens; 400 used or reserved");
  });

  it("caps nothing when no cap is set", () => {
    expect(
      reserveRequest({
        cap: { maxRequests: null, maxTokens: null },
        spent: { requests: 1e9, tokens: 1e12 },
        tokenEstimate: 1e6,
      }),
    ).toMatchObject({ ok: true });
  });

  it("lets concurrent workers that reserve in turn start no more than the caps allow", () => {
    const cap = { maxRequests: 100, maxTokens: 10_000 };
    let spent: Spending = { requests: 0, tokens: 0 };
    const inFlight: number[] = [];
    // 16 workers each reserving before sending, nothing settled yet: the reservations alone stop them.
    for (let worker = 0; worker < 16; worker++) {
      const reserved = reserveRequest({ cap, spent, tokenEstimate: 900 });
      if (!reserved.ok) break;
      spent = reserved.value;
      inFlight.push(900);
    }
    expect(inFlight).toHaveLength(11);
    expect(spent.tokens).toBeLessThanOrEqual(cap.maxTokens);
    // Answers came in cheaper than estimated: settling frees room for more.
    for (const estimate of inFlight.splice(0))
      spent = settleRequest({ spent, tokenEstimate: estimate, tokensUsed: 500 });
    expect(spent).toEqual({ requests: 11, tokens: 5500 });
    expect(reserveRequest({ cap, spent, tokenEstimate: 900 })).toMatchObject({ ok: true });
  });
});

describe("settling a request", () => {
  it("replaces the estimate with the tokens counted, or keeps it when none were counted", () => {
    expect(settleRequest({ spent: { requests: 4, tokens: 3000 }, tokenEstimate: 1000, tokensUsed: 250 })).toEqual({
      requests: 4,
      tokens: 2250,
    });
    expect(settleRequest({ spent: { requests: 4, tokens: 3000 }, tokenEstimate: 1000, tokensUsed: null })).toEqual({
      requests: 4,
      tokens: 3000,
    });
  });
});

describe("estimating a request's tokens", () => {
  it("counts a token per 3 prompt characters plus the completion limit or a default", () => {
    expect(estimateRequestTokens({ promptChars: 3000, completionLimit: 512 })).toBe(1512);
    expect(estimateRequestTokens({ promptChars: 10, completionLimit: null })).toBe(4 + 2048);
  });
});
