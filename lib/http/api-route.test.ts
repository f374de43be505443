import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRoute } from "./api-route";
import { err, ok } from "@/lib/result";
import { problemResponse } from "./problem";

const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe("apiRoute", () => {
  const route = apiRoute(
    {
      params: z.object({ id: z.string().max(3) }),
      gate: async (request) =>
        request.headers.get("authorization") === "yes" ? ok({ who: "alice" }) : err({ code: "unknown-token" as const }),
      body: {
        schema: z.object({ n: z.number() }),
        invalid: () => problemResponse({ status: 400, type: "bad-body", title: "Bad", detail: "bad" }),
      },
    },
    async ({ params, caller, body }) => Response.json({ id: params.id, who: caller.who, n: body.n }),
  );
  const post = (id: string, body: string, authorization = "yes") =>
    route(new Request("http://portal.test/x", { method: "POST", headers: { authorization }, body }), ctx({ id }));

  it("parses the segments, asks the gate, then reads the body, in that order", async () => {
    expect(await json(await post("abc", '{"n":1}'))).toEqual({ status: 200, body: { id: "abc", who: "alice", n: 1 } });
    expect((await post("abcd", '{"n":1}')).status).toBe(404);
    expect((await post("abc", '{"n":1}', "no")).status).toBe(401);
    expect((await post("abc", "{", "no")).status).toBe(401);
    expect((await json(await post("abc", '{"n":"1"}'))).body.type).toMatch(/bad-body$/);
    expect((await json(await post("abc", "{"))).body.type).toMatch(/invalid-json-body$/);
  });

  it("answers a lost database with 503, and logs anything else unexpected with the route before throwing it on", async () => {
    const outage = apiRoute({}, async () => {
      throw Object.assign(new Error("gone"), { code: "P1001" });
    });
    const outageAnswer = await json(await outage(new Request("http://portal.test/y")));
    expect(outageAnswer).toMatchObject({ status: 503, body: { type: expect.stringMatching(/database-unavailable$/) } });

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = apiRoute({}, async () => {
      throw new Error("boom");
    });
    await expect(bug(new Request("http://portal.test/z"))).rejects.toThrow("boom");
    expect(String(log.mock.calls[0]?.[0])).toContain("GET /z failed");
    log.mockRestore();
  });
});
