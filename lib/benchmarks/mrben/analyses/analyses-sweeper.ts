// The background worker computes every scored file's analyses (about 0.1-0.2 s of CPU each, kept off
// the server's event loop): newly scored files within a few seconds, and after a deploy that changes
// ANALYSES_VERSION, every stored one. A board entry's new analyses drop the board's cache.
import "server-only";
import { computeFileAnalyses, scoringsNeedingAnalyses } from "@/lib/benchmarks/mrben/analyses/file-analyses";
import { db } from "@/lib/db";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";

const SWEEP_INTERVAL_MS = 3_000;
const BATCH = 10;

/** One pass: computes up to BATCH missing analyses; returns how many it stored. */
export async function sweepAnalyses(skip: Set<string> = new Set()): Promise<number> {
  const ids = (await scoringsNeedingAnalyses(BATCH + skip.size)).filter((id) => !skip.has(id)).slice(0, BATCH);
  let stored = 0;
  for (const id of ids) {
    try {
      await computeFileAnalyses(id);
      stored++;
    } catch (error) {
      // Not tried again by this process: one bad scoring must not spin the sweeper.
      skip.add(id);
      console.error(`[analyses] computing the analyses of scoring ${id} failed:`, error);
    }
  }
  if (stored > 0) {
    const onBoard = await db.submissionRun.count({
      where: { scoringId: { in: ids }, submission: { status: "approved" } },
    });
    if (onBoard > 0) await invalidateBoard();
  }
  return stored;
}

export function startAnalysesSweeper(): { stop(): void } {
  const skip = new Set<string>();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await sweepAnalyses(skip)) === BATCH);
    } catch (error) {
      console.error("[analyses] sweep failed:", error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
