// Runs once when the server starts: validating the configuration here makes a bad setting fail
// at boot, with the variable's name, instead of on the first request that needs it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("@/lib/env");
}
