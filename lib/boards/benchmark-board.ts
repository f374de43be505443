// The shared board of a benchmark (every kind without a board of its own): for one shot setting, the
// entries that count (counted-entries.ts: each model's newest approval, with its newest scored upload), ranked (rank.ts) by the scoring's
// score (its kind's headline: F1, accuracy) with the kind's other figures. Cached under the boards' tag, which
// every approval, unpublishing and rescore expires.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { db } from "@/lib/db";
import { standingFlags } from "./standing-flags";
import { endOfDay } from "@/lib/benchmarks/history-rules";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { rankCandidates } from "./rank";
import { countedEntriesAt } from "./counted-entries";
import { loadCountedEntries, loadEntryHistories } from "./counted-entries-load";

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
  const counted =
    at === null
      ? await loadCountedEntries({ id: benchmark.id })
      : countedEntriesAt(await loadEntryHistories({ id: benchmark.id }), at);
  const chosen = counted.flatMap(({ entry, approvedAt, runs }) => {
    const run = runs[`${shots}`];
    return run ? [{ submission: { ...entry, approvedAt }, scoringId: run.scoringId }] : [];
  });
  const scorings = new Map(
    (
      await db.fileScoring.findMany({
        where: { id: { in: chosen.map((entry) => entry.scoringId) } },
        select: STORED_SCORING_SELECT,
      })
    ).map((scoring) => [scoring.id, scoring]),
  );
  const entries = chosen.flatMap(({ submission, scoringId }) => {
    const scoring = scorings.get(scoringId);
    return scoring ? [{ submission, scoring }] : [];
  });
  const ranked = rankCandidates(
    entries.map((entry) => ({
      item: entry,
      name: entry.submission.modelName,
      slug: entry.submission.modelSlug,
      key: entry.submission.id,
      score: { value: entry.scoring.score, ciLow: entry.scoring.scoreCiLow, ciHigh: entry.scoring.scoreCiHigh },
      unrankedReason: null,
    })),
  );
  const [figures, flags] = await Promise.all([
    (await kind.server()).boardFigures(entries.map((entry) => entry.scoring)),
    standingFlags({ submissionIds: entries.map((entry) => entry.submission.id), reportedEntryIds: [], at }),
  ]);

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
    updatedAt: entries.reduce<string | null>((latest, { submission, scoring }) => {
      const times = [scoring.createdAt.toISOString(), submission.approvedAt?.toISOString() ?? ""];
      return times.reduce((best, time) => (best === null || time > best ? time : best), latest);
    }, null),
    rows: ranked.map(({ item: { submission, scoring }, rank, rankBand }) => ({
      rank,
      rankBand,
      submissionId: submission.id,
      scoringId: scoring.id,
      model: {
        name: submission.modelName,
        slug: submission.modelSlug,
        link: submission.modelLink,
        organization: submission.organization,
        parameterCount: submission.parameterCount === null ? null : submission.parameterCount.toString(),
        openWeights: submission.openWeights,
        price:
          submission.priceInputUsdPerMTok === null || submission.priceOutputUsdPerMTok === null
            ? null
            : { input: submission.priceInputUsdPerMTok, output: submission.priceOutputUsdPerMTok },
      },
      score: scoring.score,
      interval:
        scoring.scoreCiLow === null || scoring.scoreCiHigh === null
          ? null
          : { low: scoring.scoreCiLow, high: scoring.scoreCiHigh },
      benchmarkVersion: scoring.benchmarkVersion.number,
      approvedAt: submission.approvedAt?.toISOString() ?? null,
      flags: flags.get(submission.id) ?? [],
      figures: figures.get(scoring.id) ?? {},
    })),
  };
}

export const getBenchmarkBoard = cachedQuery("benchmark-board", loadBenchmarkBoard);
