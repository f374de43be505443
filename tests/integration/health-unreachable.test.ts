import { describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { freePort } from "@/lib/platform/launcher/local-server";

describe("GET /api/health when the database is down", () => {
  it("answers 503 with Retry-After and names the database as the failing part, in generic words", async () => {
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
    expect(body.database).toBe("unreachable");
    expect(response.headers.get("retry-after")).toBe("5");
    // Generic words: the database's name and the driver's message go to the log only.
    expect(JSON.stringify(body)).not.toContain("nowhere");
  });
});
