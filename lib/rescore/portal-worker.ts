// The server's own rescore worker, started at boot (instrumentation.ts) unless RESCORE_CONCURRENCY
// is 0 or there is no database (a build). A failure to start is logged, not fatal: the portal
// serves without it and another instance's worker takes the jobs.
import "server-only";
import { env } from "@/lib/env";
import { startRescoreWorker, type RescoreWorker } from "@/lib/rescore/worker";

const globalForWorker = globalThis as unknown as { mrbenRescoreWorker?: Promise<RescoreWorker | null> };

export function startPortalRescoreWorker(): Promise<RescoreWorker | null> {
  globalForWorker.mrbenRescoreWorker ??= start();
  return globalForWorker.mrbenRescoreWorker;
}

async function start(): Promise<RescoreWorker | null> {
  if (env.RESCORE_CONCURRENCY === 0 || !env.DATABASE_URL || env.NEXT_PHASE === "phase-production-build") return null;
  try {
    const worker = await startRescoreWorker({ concurrency: env.RESCORE_CONCURRENCY });
    // pg-boss stops its pollers and, given a moment, lets a running job finish; one that is cut
    // short expires and is retried by a worker elsewhere (the attempt counter keeps it single).
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => void worker.stop().catch(() => {}));
    }
    return worker;
  } catch (error) {
    console.error("[rescore] the worker did not start:", error);
    return null;
  }
}
