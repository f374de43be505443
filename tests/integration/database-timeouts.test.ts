// A database that answers, but too slowly: a table lock held elsewhere. With the portal's own
// statement timeout the request ends in 503 database-unavailable with Retry-After, not a hang, and
// health says the database is timing out although SELECT 1 still answers.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWith } from "../helpers/file-database";

vi.hoisted(() => {
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = "300";
});

startWith("empty");

let holder: pg.Client;

beforeAll(async () => {
  holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
});

afterAll(async () => {
  await holder.end();
});

describe("a statement past the portal's statement timeout", () => {
  it("is answered 503 with Retry-After while a lock is held, and health reports the database timing out", async () => {
    const { GET: health } = await import("@/app/api/health/route");
    expect((await health()).status).toBe(200);

    await holder.query('BEGIN; LOCK TABLE "ApiToken" IN ACCESS EXCLUSIVE MODE');
    try {
      const { GET } = await import("@/app/api/v1/submissions/route");
      const response = await GET(
        new Request("http://portal.test/api/v1/submissions", { headers: { authorization: "Bearer mrben_unknown" } }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(((await response.json()) as { type: string }).type).toMatch(/database-unavailable$/);

      const report = await health();
      expect(report.status).toBe(503);
      expect(report.headers.get("retry-after")).toBe("5");
      expect(await report.json()).toEqual({ status: "error", database: "timing out" });
    } finally {
      await holder.query("ROLLBACK");
    }
  });
});
