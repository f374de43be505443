// What changed on every benchmark's board, newest first, for /changes and its feed: each benchmark's
// log (its kind's own board's or the shared board's, both replayed by board-change-log.ts), merged a
// page at a time, each change named by its benchmark and linked to its board as it stood that day.
// Cached under the boards' tag, which every change on a board expires.
import "server-only";
import type { BoardChange, BoardChangeLog } from "@/lib/benchmarks/board-change";
import { listBenchmarks } from "@/lib/benchmarks/benchmarks";
import type { AnyBenchmarkKind } from "@/lib/benchmarks/kind";
import type { KindBenchmark } from "@/lib/benchmarks/kind-server";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { loadBoardChangeLog } from "./board-load";
import { pageOfMergedLogs } from "./merged-change-logs";
import { sharedBoardParts } from "./shared-board-parts";

/** Changes per page of /changes and of the feed. */
export const CHANGES_PER_PAGE = 50;

const NO_CHANGES: BoardChangeLog = { times: [], page: () => [] };

async function changeLogOf(benchmark: KindBenchmark, kind: AnyBenchmarkKind): Promise<BoardChangeLog> {
  const server = await kind.server();
  if (server.boardChanges) return server.boardChanges(benchmark);
  // A kind with a board of its own but no log of it has no shared board to replay either.
  return kind.boardPath ? NO_CHANGES : loadBoardChangeLog(sharedBoardParts(benchmark.slug, server));
}

/** The board a change is on, as it stood at the end of the change's day. */
function boardAsOfHref(kind: AnyBenchmarkKind, slug: string, shots: BoardChange["shots"], at: string): string {
  const board = kind.boardPath ?? `/benchmarks/${slug}`;
  return `${board}?${shots === null ? "" : `shots=${shots}&`}asOf=${at.slice(0, 10)}`;
}

async function loadBoardChanges(page: number): Promise<{ total: number; changes: BoardChange[] }> {
  const logs = await Promise.all(
    (await listBenchmarks()).map(async (benchmark) => {
      const kind = benchmarkKind(benchmark.kind);
      const log = await changeLogOf(benchmark, kind);
      return {
        times: log.times,
        page: (offset: number, limit: number) =>
          log.page(offset, limit).map((change): BoardChange => ({
            ...change,
            benchmark: { slug: benchmark.slug, name: benchmark.name },
            boardHref: boardAsOfHref(kind, benchmark.slug, change.shots, change.at),
          })),
      };
    }),
  );
  return pageOfMergedLogs(logs, (page - 1) * CHANGES_PER_PAGE, CHANGES_PER_PAGE);
}

/** A page (from 1) of every board's changes, newest first, and how many there are. */
export const getBoardChanges = cachedQuery("board-changes", loadBoardChanges);
