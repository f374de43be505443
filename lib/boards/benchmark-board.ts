// The shared board of a benchmark (every kind without a board of its own), for one shot setting: its
// data in every board's shape (board-data.ts: the entries that count, one per model, each run with its
// provenance and score and what the kind's boardFigures made of its scoring), ranked as every board is
// (rank-board.ts) by the kind's headline score (F1, accuracy). Cached under the boards' tag, which every
// approval, unpublishing and rescore expires.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { db } from "@/lib/db";
import { standingFlags } from "./standing-flags";
import { endOfDay } from "@/lib/benchmarks/history-rules";
import { SHOT_SETTINGS } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { assembleBoard, verifiedSource } from "./board-assembly";
import type { BoardData, BoardRun } from "./board-data";
import { countedEntriesAt } from "./counted-entries";
import { loadCountedEntries, loadEntryHistories } from "./counted-entries-load";
import { rankBoard } from "./rank-board";
import { PREVIOUS_SCORING_SELECT, previousScore, RUN_FILE_SELECT, runProvenance } from "./run-provenance";

export interface BenchmarkBoard {
  benchmark: {
    slug: string;
    name: string;
    kind: string;
    description: string;
    settings: unknown;
    versionNumber: number;
    /** Records of the current version's truth (TruthRecord rows; 0 for a kind with tables of its own). */
    truthRecords: number;
  };
  shots: Shots;
  rows: BoardRow[];
  /** When the board last changed: its newest approval or scoring; null when it has no entry. */
  updatedAt: string | null;
  /** The day the board is shown as of (its end, UTC); null for today's. */
  asOf: string | null;
}

/**
 * The board, today's or as it stood at the end of `asOf` (YYYY-MM-DD, UTC): then an entry counts if
 * the audit log had it approved at that moment, with the scoring its run showed then.
 */
export async function loadBenchmarkBoard(
  slug: string,
  shots: Shots,
  asOf: string | null = null,
): Promise<BenchmarkBoard | null> {
  const benchmark = await db.benchmark.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      kind: true,
      name: true,
      description: true,
      settings: true,
      versions: {
        orderBy: { number: "desc" },
        take: 1,
        select: { number: true, _count: { select: { truthRecords: true } } },
      },
    },
  });
  const version = benchmark?.versions[0];
  const kind = benchmark ? findBenchmarkKind(benchmark.kind) : null;
  // A kind with a board of its own (MR-Ben) has none here.
  if (!benchmark || !version || !kind || kind.boardPath) return null;

  const at = asOf === null ? null : endOfDay(asOf);
  const data = await sharedBoardData({ benchmark, version, server: await kind.server(), at });
  const ranked = rankBoard({ data, shots });

  return {
    benchmark: {
      slug: benchmark.slug,
      name: benchmark.name,
      kind: benchmark.kind,
      description: benchmark.description,
      settings: benchmark.settings,
      versionNumber: version.number,
      truthRecords: version._count.truthRecords,
    },
    shots,
    asOf,
    updatedAt: data.updatedAt,
    rows: ranked.map(({ entry, run, rank, rankBand }) => ({
      rank,
      rankBand,
      submissionId: entry.submissionId,
      scoringId: run.scoringId,
      model: {
        name: entry.modelName,
        slug: entry.slug,
        link: entry.modelLink,
        organization: entry.organization,
        parameterCount: entry.parameterCount === null ? null : String(entry.parameterCount),
        openWeights: entry.openWeights,
        price: entry.price,
      },
      score: run.mean.value,
      interval:
        run.mean.ciLow === null || run.mean.ciHigh === null ? null : { low: run.mean.ciLow, high: run.mean.ciHigh },
      benchmarkVersion: run.benchmarkVersion,
      approvedAt: entry.approvedAt,
      flags: entry.flags,
      tier: entry.tier,
      figures: run.figures,
    })),
  };
}

/** A run of a shared board: its provenance and score, and what its kind's boardFigures made of its scoring. */
type SharedRun = BoardRun & { scoringId: string; figures: object };

/** The board's data (every kind's shape) today or just before `at`, with the kind's figures on each run. */
async function sharedBoardData({
  benchmark,
  version,
  server,
  at,
}: {
  benchmark: { id: string; slug: string; name: string };
  version: { number: number };
  server: { boardFigures(scorings: StoredScoring[]): Promise<Map<string, object>> };
  at: Date | null;
}): Promise<BoardData<SharedRun>> {
  const generatedAt = new Date().toISOString();
  const counted =
    at === null
      ? await loadCountedEntries({ id: benchmark.id })
      : countedEntriesAt(await loadEntryHistories({ id: benchmark.id }), at);
  const chosen = counted.flatMap((entry) => Object.values(entry.runs));
  const [runs, scorings, flags] = await Promise.all([
    db.submissionRun.findMany({
      where: { id: { in: chosen.map((run) => run.runId) } },
      select: { ...RUN_FILE_SELECT, ...PREVIOUS_SCORING_SELECT, hostedRunId: true },
    }),
    db.fileScoring.findMany({
      where: { id: { in: chosen.map((run) => run.scoringId) } },
      select: STORED_SCORING_SELECT,
    }),
    standingFlags({ submissionIds: counted.map((entry) => entry.entry.id), reportedEntryIds: [], at }),
  ]);
  const runsById = new Map(runs.map((run) => [run.id, run]));
  const scoringsById = new Map(scorings.map((scoring) => [scoring.id, scoring]));
  const figures = await server.boardFigures(scorings);
  const verified = counted.map((entry) =>
    verifiedSource(entry, (runId, scoringId): SharedRun | null => {
      const run = runsById.get(runId);
      const scoring = scoringsById.get(scoringId);
      const shots = SHOT_SETTINGS.find((setting) => setting === run?.shots);
      if (!run || !scoring || shots === undefined) return null;
      return {
        ...runProvenance(run, scoring),
        submissionId: entry.entry.id,
        shots,
        hostedRunId: run.hostedRunId,
        mean: { value: scoring.score, ciLow: scoring.scoreCiLow, ciHigh: scoring.scoreCiHigh },
        // A past day's board shows the scoring of then, not what a later rescore replaced.
        previous: at === null ? previousScore(run.previousScoring, scoring.score) : null,
        subjects: {},
        scoringId,
        figures: figures.get(scoringId) ?? {},
      };
    }),
  );
  return assembleBoard({
    version: { number: version.number, benchmark, subjects: [] },
    verified,
    reported: [],
    flags,
    generatedAt,
    naming: { label: (key) => key, compare: () => 0 },
  });
}

export const getBenchmarkBoard = cachedQuery("benchmark-board", loadBenchmarkBoard);
