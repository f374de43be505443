import { describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { freePort } from "@/lib/platform/launcher/local-server";

describe("GET /api/health when the database is down", () => {
  it("answers 503 and names the database as the failing part", async () => {
    // A client for a port nothing listens on, installed as the process's one client before the
    // route loads it.
    const deadUrl = `postgresql://nobody@127.0.0.1:${await freePort()}/nowhere`;
    (globalThis as { mrbenPrisma?: PrismaClient }).mrbenPrisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: deadUrl }),
    });
    const { GET } = await import("@/app/api/health/route");

    const response = await GET();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; database: string };
    expect(body.status).toBe("error");
    expect(body.database).toMatch(/^unreachable: /);
  });
});
