import { describe, expect, it } from "vitest";
import { hostedRunStartProblem } from "./hosted-run-problems";

describe("a refused hosted run start as an HTTP answer", () => {
  it("past the start limit: 429 with Retry-After and where the user stands in the limit", async () => {
    const response = hostedRunStartProblem({
      code: "start-rate-limited",
      message: "Each user may start 3 hosted runs per 60 minutes (3/hour). Try again in 12 minutes.",
      retryAfterSeconds: 700,
      quota: { limit: { count: 3, windowSeconds: 3600, label: "3/hour" }, remaining: 0, resetSeconds: 700 },
    });
    expect(response.status).toBe(429);
    expect(
      Object.fromEntries(
        ["retry-after", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"].map((name) => [
          name,
          response.headers.get(name),
        ]),
      ),
    ).toEqual({
      "retry-after": "700",
      "ratelimit-limit": "3",
      "ratelimit-remaining": "0",
      "ratelimit-reset": "700",
    });
    expect(await response.json()).toMatchObject({ title: "Too many hosted runs started", retryAfterSeconds: 700 });
  });

  it("too many runs at once: 429 naming it, with no Retry-After (a run ends when it ends)", () => {
    const response = hostedRunStartProblem({
      code: "too-many-active-runs",
      message: "You have 2 hosted run(s) queued or running.",
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBeNull();
  });
});
