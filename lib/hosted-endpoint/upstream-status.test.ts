// What an upstream status means to the client: which ones are retried, refused or followed.
import { describe, expect, it } from "vitest";
import { upstreamAnswer } from "./upstream-status";

describe("an upstream status", () => {
  it.each([
    [200, "ok"],
    [204, "ok"],
    [301, "redirect"],
    [307, "redirect"],
    [308, "redirect"],
    [429, "rate-limited"],
    [408, "server-error"],
    [500, "server-error"],
    [503, "server-error"],
    [401, "unauthorized"],
    [403, "unauthorized"],
    [404, "not-found"],
    [400, "refused"],
    [413, "refused"],
    [422, "refused"],
  ])("%i is %s", (status, answer) => {
    expect(upstreamAnswer(status)).toBe(answer);
  });
});
