// The shared board of a benchmark (every kind without a board of its own): its approved entries for
// one shot setting, each counting with its newest scored upload, ranked by the scoring's score (its
// kind's headline: F1, accuracy) with the kind's other figures. Cached under the boards' tag, which
// every approval, unpublishing and rescore expires.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { db } from "@/lib/db";
import { newestRunOf, newestScoring } from "./newest-run";

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
}

export async function loadBenchmarkBoard(slug: string, shots: Shots): Promise<BenchmarkBoard | null> {
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

  const submissions = await db.submission.findMany({
    where: { benchmarkId: benchmark.id, status: "approved" },
    select: {
      id: true,
      modelName: true,
      modelSlug: true,
      modelLink: true,
      organization: true,
      parameterCount: true,
      openWeights: true,
      runs: newestRunOf(shots),
    },
  });
  const entries = submissions.flatMap((submission) => {
    const scoring = newestScoring(submission.runs);
    return scoring ? [{ submission, scoring }] : [];
  });
  entries.sort(
    (a, b) => b.scoring.score - a.scoring.score || a.submission.modelName.localeCompare(b.submission.modelName),
  );
  const figures = await (await kind.server()).boardFigures(entries.map((entry) => entry.scoring));

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
    rows: entries.map(({ submission, scoring }, index) => ({
      rank: index + 1,
      rankBand: null,
      submissionId: submission.id,
      scoringId: scoring.id,
      model: {
        name: submission.modelName,
        slug: submission.modelSlug,
        link: submission.modelLink,
        organization: submission.organization,
        parameterCount: submission.parameterCount === null ? null : submission.parameterCount.toString(),
        openWeights: submission.openWeights,
      },
      score: scoring.score,
      interval:
        scoring.scoreCiLow === null || scoring.scoreCiHigh === null
          ? null
          : { low: scoring.scoreCiLow, high: scoring.scoreCiHigh },
      benchmarkVersion: scoring.benchmarkVersion.number,
      figures: figures.get(scoring.id) ?? {},
    })),
  };
}

export const getBenchmarkBoard = cachedQuery("benchmark-board", loadBenchmarkBoard);
