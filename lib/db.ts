// The one Prisma client of the process, kept on globalThis so Next.js hot reloads in
// development do not open a new pool each time. It is made on first use, not on import:
// `next build` imports every route module and has no database.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { mrbenPrisma?: PrismaClient };

function client(): PrismaClient {
  if (!globalForPrisma.mrbenPrisma) {
    if (!env.DATABASE_URL) {
      throw new Error(
        "DATABASE_URL is not set. Start the portal with `npm start`, which runs an embedded PostgreSQL when it is unset.",
      );
    }
    globalForPrisma.mrbenPrisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL }) });
  }
  return globalForPrisma.mrbenPrisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value: unknown = Reflect.get(real, property, real);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});
