// Runs once when the server starts: validating the configuration here makes a bad setting fail
// at boot, with the variable's name, instead of on the first request that needs it; requests the
// database refuses are answered 503 from then on; then the submissions pipeline warms up and the
// rescore worker starts (without delaying the start).
let logDatabaseError: ((error: unknown) => void) | null = null;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("@/lib/env");
  const { answerDatabaseRefusalsWith503 } = await import("@/lib/http/outage-answers");
  answerDatabaseRefusalsWith503();
  ({ logDatabaseError } = await import("@/lib/db"));
  const { warmUpSubmissions } = await import("@/lib/submissions/warm-up");
  void warmUpSubmissions();
  const { startPortalRescoreWorker } = await import("@/lib/rescore/portal-worker");
  startPortalRescoreWorker();
}

/**
 * Next.js reports here every error a render, route or server action threw. The database client
 * logs its own errors already; this adds one that came another way (a raw pg error, say).
 */
export function onRequestError(error: unknown): void {
  logDatabaseError?.(error);
}
