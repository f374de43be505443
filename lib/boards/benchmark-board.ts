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
import { endOfDay } from "@/lib/benchmarks/history-rules";
import { boardAt } from "./board-history";
import { loadBoard, loadBoardTimelines } from "./board-load";
import { rankBoard } from "./rank-board";
import { sharedBoardParts, type SharedRun } from "./shared-board-parts";
import type { BoardData } from "./board-data";

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
  /** The subject the board ranks by (a kind with subjects); absent for the overall board. */
  subject?: { key: string; label: string };
  rows: BoardRow[];
  /** When the board last changed: its newest approval or run scored; null when it has no entry. */
  updatedAt: string | null;
  /** The day the board is shown as of (its end, UTC); null for today's. */
  asOf: string | null;
}

/** A shared board's benchmark and its data (every shot setting), today's or as of a past day. */
export interface SharedBoardData {
  benchmark: BenchmarkBoard["benchmark"];
  data: BoardData<SharedRun>;
  asOf: string | null;
}

/**
 * The board, today's or as it stood at the end of `asOf` (YYYY-MM-DD, UTC): then an entry counts if
 * the audit log had it approved at that moment, with the scoring its run showed then.
 */
async function loadSharedBoard(slug: string, asOf: string | null = null): Promise<SharedBoardData | null> {
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

  const parts = sharedBoardParts(benchmark.slug, await kind.server());
  const data = asOf === null ? await loadBoard(parts) : boardAt(await loadBoardTimelines(parts), endOfDay(asOf));
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
    data,
    asOf,
  };
}

export const getSharedBoard = cachedQuery("shared-board", loadSharedBoard);

/**
 * One shot setting of a shared board (overall, or one of its subjects), ranked, as its exports, badges
 * and a model's page read it; null for a subject the board does not have.
 */
export function benchmarkBoardAt(
  { benchmark, data, asOf }: SharedBoardData,
  shots: Shots,
  subjectKey?: string,
): BenchmarkBoard | null {
  const subject = subjectKey === undefined ? undefined : data.subjects.find(({ key }) => key === subjectKey);
  if (subjectKey !== undefined && !subject) return null;
  return {
    benchmark,
    shots,
    ...(subject ? { subject: { key: subject.key, label: subject.label } } : {}),
    asOf,
    updatedAt: data.updatedAt,
    rows: rankBoard({ data, shots, subject: subject?.key }).map(({ entry, run, score, rank, rankBand }) => ({
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
      score: score.value,
      interval: score.ciLow === null || score.ciHigh === null ? null : { low: score.ciLow, high: score.ciHigh },
      benchmarkVersion: run.benchmarkVersion,
      approvedAt: entry.approvedAt,
      flags: entry.flags,
      tier: entry.tier,
      figures: run.figures,
    })),
  };
}

/** One shot setting of the board, today's or as of a past day. */
export async function loadBenchmarkBoard(
  slug: string,
  shots: Shots,
  asOf: string | null = null,
): Promise<BenchmarkBoard | null> {
  const shared = await loadSharedBoard(slug, asOf);
  return shared && benchmarkBoardAt(shared, shots);
}

/** One shot setting of the board (or of one of its subjects), from the cached board. */
export async function getBenchmarkBoard(slug: string, shots: Shots, asOf: string | null = null, subject?: string) {
  const shared = await getSharedBoard(slug, asOf);
  return shared && benchmarkBoardAt(shared, shots, subject);
}
