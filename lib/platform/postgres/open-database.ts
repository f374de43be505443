// Resolves the database the portal and its tools use: DATABASE_URL when set, else the embedded
// PostgreSQL (started here, or taken over when another launcher left it running).
import path from "node:path";
import { env } from "@/lib/env";
import { resolveClusterDir } from "@/lib/platform/postgres/cluster-location";
import { startEmbeddedPostgres } from "@/lib/platform/postgres/embedded";
import { ensureDatabase } from "@/lib/platform/postgres/ensure-database";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** The database name on the embedded server. */
const EMBEDDED_DATABASE = "mrben";

export interface OpenDatabase {
  databaseUrl: string;
  /** Stops the embedded server if this process is responsible for it. */
  close(): Promise<void>;
}

export async function openDatabase({
  log,
  stopAdoptedServer,
  createNamedDatabase = true,
}: {
  log: (message: string) => void;
  /** The server launcher owns an adopted server; a one-off tool leaves it to whoever runs it. */
  stopAdoptedServer: boolean;
  /** Whether a database DATABASE_URL names but the server lacks is created (the embedded one always is). */
  createNamedDatabase?: boolean;
}): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    log(`Using the PostgreSQL at ${url.host} (DATABASE_URL).`);
    if ((await ensureDatabase(env.DATABASE_URL, { create: createNamedDatabase })).created)
      log(
        `Created the database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host}, which DATABASE_URL names.`,
      );
    return { databaseUrl: env.DATABASE_URL, close: () => Promise.resolve() };
  }
  const dir = resolveClusterDir({ configured: env.EMBEDDED_PG_DIR, projectRoot, log });
  const server = await startEmbeddedPostgres({ dir, port: env.EMBEDDED_PG_PORT, log });
  const databaseUrl = server.urlFor(EMBEDDED_DATABASE);
  try {
    if ((await ensureDatabase(databaseUrl)).created) log("Created the database.");
  } catch (error) {
    await server.stop();
    throw error;
  }
  const ownsServer = !server.adopted || stopAdoptedServer;
  return {
    databaseUrl,
    close: async () => {
      if (!ownsServer) return;
      log("Stopping the embedded PostgreSQL.");
      await server.stop();
    },
  };
}
