// Reads what a shared board's list of changes is replayed from (shared-board-changes.ts): the
// histories of the benchmark's entries (counted-entries-load.ts), the scores of the scorings their
// runs took, and the entries' flags.
import "server-only";
import { db } from "@/lib/db";
import { historyScoringIds } from "./counted-entries";
import { loadEntryHistories } from "./counted-entries-load";
import type { SharedBoardHistory } from "./shared-board-changes";

/** All of a benchmark's board history, in a few queries, for replaying in memory. */
export async function loadSharedBoardHistory(benchmarkId: string): Promise<SharedBoardHistory> {
  const entries = await loadEntryHistories({ id: benchmarkId });
  const [scorings, flags] = await Promise.all([
    db.fileScoring.findMany({ where: { id: { in: historyScoringIds(entries) } }, select: { id: true, score: true } }),
    db.entryFlag.findMany({
      where: { submissionId: { in: entries.map((entry) => entry.entry.id) } },
      select: { id: true, submissionId: true, kind: true, note: true, createdAt: true, removedAt: true },
    }),
  ]);
  return {
    entries,
    scores: new Map(scorings.map((scoring) => [scoring.id, scoring.score])),
    flags: flags.flatMap(({ submissionId, ...flag }) => (submissionId ? [{ ...flag, submissionId }] : [])),
  };
}
