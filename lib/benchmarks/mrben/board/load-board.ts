// Reads the whole public board from the database: the benchmark's current version, the entries that
// count (lib/boards/counted-entries.ts: each model's newest approval, with its newest scored run per
// shot setting), those runs with their scorings, and the published reported entries (board-assembly.ts
// puts them together). A slug with a verified entry never shows its reported one as an entry: numbers
// rescored here outrank numbers copied from a paper, which are shown beside them.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { assembleMrbenBoard, verifiedSource } from "@/lib/benchmarks/mrben/board/board-assembly";
import { BOARD_RUN_SELECT, toRunResult } from "@/lib/benchmarks/mrben/board/board-run";
import type { BoardData } from "@/lib/benchmarks/mrben/board/types";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { BOARD_MODEL_SELECT, loadCountedEntries } from "@/lib/boards/counted-entries-load";
import { standingFlags } from "@/lib/boards/standing-flags";

/** The benchmark's current version, as the board needs it. */
export const BOARD_VERSION_SELECT = {
  number: true,
  benchmark: { select: { slug: true, name: true } },
  subjects: { select: { key: true, itemCount: true } },
} as const;

/** A reported entry as the board needs it. */
export const BOARD_REPORTED_SELECT = {
  ...BOARD_MODEL_SELECT,
  sourceUrl: true,
  scores: true,
  meanScores: true,
  updatedAt: true,
} as const;

export async function loadBoardData(): Promise<BoardData> {
  const generatedAt = new Date().toISOString();
  const [version, counted, reported] = await Promise.all([
    db.benchmarkVersion.findFirst({
      where: { benchmark: { slug: MRBEN_SLUG } },
      orderBy: { number: "desc" },
      select: BOARD_VERSION_SELECT,
    }),
    loadCountedEntries({ slug: MRBEN_SLUG }),
    db.reportedEntry.findMany({
      where: { status: "published" },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: BOARD_REPORTED_SELECT,
    }),
  ]);
  const runIds = counted.flatMap((entry) => Object.values(entry.runs).map((run) => run.runId));
  const runs = new Map(
    (runIds.length
      ? await db.submissionRun.findMany({ where: { id: { in: runIds } }, select: BOARD_RUN_SELECT })
      : []
    ).map((run) => [run.id, run]),
  );
  const verified = counted.map((entry) =>
    verifiedSource(entry, (runId) => {
      const run = runs.get(runId);
      return run?.scoring ? toRunResult(run, run.scoring) : null;
    }),
  );
  const flags = await standingFlags({
    submissionIds: counted.map((entry) => entry.entry.id),
    reportedEntryIds: reported.map((row) => row.id),
  });
  return assembleMrbenBoard({ version, verified, reported, flags, generatedAt });
}

/** The board, cached under the boards' tag. */
export const getBoardData = cachedQuery("leaderboard-board-data", loadBoardData);
