// Runs once when the server starts: validating the configuration here makes a bad setting fail
// at boot, with the variable's name, instead of on the first request that needs it; then the
// submissions pipeline warms up and the rescore worker starts (without delaying the start).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("@/lib/env");
  const { warmUpSubmissions } = await import("@/lib/submissions/warm-up");
  void warmUpSubmissions();
  const { startPortalRescoreWorker } = await import("@/lib/rescore/portal-worker");
  startPortalRescoreWorker();
}
