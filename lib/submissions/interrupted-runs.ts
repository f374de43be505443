// A run left "processing" by a server that stopped (a crash, a kill, a restart) must not stay
// processing forever: while an upload is worked on, its run is touched every few seconds (a
// lease), and a processing run whose lease ran out is marked failed, with its reason. Nothing
// of such a run was stored: a scoring is written in one transaction.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

/** A processing run untouched for this long has lost its server (UPLOAD_LEASE_SECONDS, 90 s by default). */
const LEASE_EXPIRY_MS = env.UPLOAD_LEASE_SECONDS * 1000;
// Renewed often enough that a scoring blocking the event loop for a few seconds does not lose it.
const LEASE_RENEWAL_MS = LEASE_EXPIRY_MS / 6;

export function holdRunLease(runId: string): () => void {
  const timer = setInterval(() => {
    db.submissionRun
      .updateMany({ where: { id: runId, status: "processing" }, data: { updatedAt: new Date() } })
      .catch(() => {});
  }, LEASE_RENEWAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export async function failInterruptedRuns(): Promise<number> {
  const { count } = await db.submissionRun.updateMany({
    where: { status: "processing", updatedAt: { lt: new Date(Date.now() - LEASE_EXPIRY_MS) } },
    data: {
      status: "failed",
      failureCode: "interrupted",
      failureDetail:
        "The server stopped, or lost its database, while processing this file; nothing of it was stored. Upload it again.",
      finishedAt: new Date(),
    },
  });
  return count;
}
