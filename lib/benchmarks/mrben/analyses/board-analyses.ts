// The analyses of every verified board entry, for the page that sets the models side by side.
// Cached under the board's tag: an approval, or analyses computed for an entry, refreshes it.
import "server-only";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import type { Shots } from "@/lib/benchmarks/mrben/board/types";
import { storedAnalyses, type FileAnalyses } from "@/lib/benchmarks/mrben/mr-score";

export type BoardAnalysesEntry = { slug: string; modelName: string; analyses: FileAnalyses };

export type BoardAnalyses = {
  shots: Shots;
  entries: BoardAnalysesEntry[];
  /** Entries of the board whose analyses the worker has not computed yet. */
  pending: number;
};

async function loadBoardAnalyses(shots: Shots): Promise<BoardAnalyses> {
  const board = await getBoardData();
  const runs = board.entries.flatMap((entry) => {
    const run = entry.runs[`${shots}`];
    return run && entry.verification === "verified" ? [{ entry, runId: run.runId }] : [];
  });
  const rows = await db.submissionRun.findMany({
    where: { id: { in: runs.map((run) => run.runId) } },
    select: { id: true, scoring: { select: { analyses: true, analysesVersion: true } } },
  });
  const byRun = new Map(rows.map((row) => [row.id, row.scoring ? storedAnalyses(row.scoring) : null]));
  const entries: BoardAnalysesEntry[] = [];
  for (const { entry, runId } of runs) {
    const analyses = byRun.get(runId);
    if (analyses) entries.push({ slug: entry.slug, modelName: entry.modelName, analyses });
  }
  entries.sort((a, b) => a.modelName.localeCompare(b.modelName) || (a.slug < b.slug ? -1 : 1));
  return { shots, entries, pending: runs.length - entries.length };
}

export const getBoardAnalyses = cachedQuery("board-analyses", loadBoardAnalyses);
