// The PostgreSQL server the integration tests run on: the one DATABASE_URL points at when set
// (tests create and drop their own databases there), else a throwaway embedded server.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/lib/platform/launcher/local-server";
import { startEmbeddedPostgres } from "@/lib/platform/postgres/embedded";

export interface TestPostgresServer {
  urlFor(database: string): string;
  kind: "external" | "embedded";
  stop(): Promise<void>;
}

/**
 * A throwaway test cluster keeps nothing across a crash, so it need not flush to disk: without
 * these, creating databases and importing the benchmark spent most of their time in fsync. Its
 * tables are small, and parallel query workers cost more to start than the scans they share (a
 * whole-database snapshot took 60-120 ms with them, 17 ms without).
 */
export const THROWAWAY_CLUSTER_SETTINGS = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  max_parallel_workers_per_gather: "0",
};

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export async function startTestPostgres(): Promise<TestPostgresServer> {
  const external = process.env.DATABASE_URL;
  if (external) {
    return { kind: "external", urlFor: (database) => withDatabase(external, database), stop: () => Promise.resolve() };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-test-pg-"));
  chmodSync(dir, 0o755); // the server runs as the `postgres` user when tests run as root
  const server = await startEmbeddedPostgres({ dir, port: await freePort(), settings: THROWAWAY_CLUSTER_SETTINGS });
  return {
    kind: "embedded",
    urlFor: server.urlFor,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
