// The one Prisma client of the process, created on first use and kept on globalThis so
// Next.js hot reloads in development do not open a new pool each time.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

function createClient(): PrismaClient {
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set. Start the portal with `npm start`, which runs an embedded PostgreSQL when it is unset.",
    );
  }
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL }) });
}

const globalForPrisma = globalThis as unknown as { mrbenPrisma?: PrismaClient };

export const db: PrismaClient = globalForPrisma.mrbenPrisma ?? createClient();
if (env.NODE_ENV !== "production") globalForPrisma.mrbenPrisma = db;
