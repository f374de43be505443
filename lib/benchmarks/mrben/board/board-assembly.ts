// MR-Ben's board, put together by the board every kind shares (lib/boards/board-assembly.ts): its
// subjects named and ordered its way, and the published reported entries (the authors' board and
// papers' figures) read from their stored per-subject MR-Scores or averages.
import { compareSubjects, MRBEN_NAME, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import {
  reportedBoardEntry,
  reportedMeans,
  reportedPrice,
  type ReportedEntryRow,
} from "@/lib/benchmarks/mrben/board/reported-board-entry";
import type { BoardData, RunResult, ShownFlag } from "@/lib/benchmarks/mrben/board/types";
import {
  assembleBoard,
  type BoardVersion,
  type ReportedSource,
  type VerifiedSource,
} from "@/lib/boards/board-assembly";

export { verifiedSource, type BoardVersion } from "@/lib/boards/board-assembly";

/** A published reported entry as the database keeps it. */
export type ReportedRow = ReportedEntryRow & { updatedAt: Date };

function reportedSource(row: ReportedRow): ReportedSource<RunResult> {
  const means = reportedMeans(row);
  return {
    id: row.id,
    modelSlug: row.modelSlug,
    updatedAt: row.updatedAt,
    price: reportedPrice(row),
    beside: means && Object.keys(means).length > 0 ? { means, sourceUrl: row.sourceUrl } : null,
    entry: (subjects, benchmarkVersion) => reportedBoardEntry(row, subjects, benchmarkVersion),
  };
}

export function assembleMrbenBoard({
  version,
  verified,
  reported,
  flags,
  generatedAt,
}: {
  version: BoardVersion | null;
  verified: VerifiedSource<RunResult>[];
  /** Newest first: the first of a model speaks for it. */
  reported: ReportedRow[];
  flags: Map<string, ShownFlag[]>;
  generatedAt: string;
}): BoardData {
  const board = assembleBoard({
    version,
    verified,
    reported: reported.map(reportedSource),
    flags,
    generatedAt,
    naming: { label: subjectLabel, compare: compareSubjects },
  });
  return board.benchmark
    ? { ...board, benchmark: { ...board.benchmark, name: board.benchmark.name || MRBEN_NAME } }
    : board;
}
