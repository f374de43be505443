// An extraction benchmark's board: its approved entries ranked by F1 for one shot setting, with
// intervals and micro figures, and the per-field F1 of every entry for the heatmap. Only
// approved submissions rank; each counts with its newest scored upload of the setting.
import "server-only";
import { listExtractionBenchmarks } from "@/lib/benchmark/benchmarks";
import { readExtractionSettings } from "@/lib/benchmark/extraction-settings";
import { db } from "@/lib/db";
import { cachedQuery } from "@/lib/leaderboard/cached-query";

/** Field paths in the heatmap: the ones with the most truth leaves. */
const HEATMAP_PATHS = 24;

export interface ExtractionBoardRow {
  rank: number;
  submissionId: string;
  scoringId: string;
  modelName: string;
  modelSlug: string;
  modelLink: string;
  organization: string;
  parameterCount: string | null;
  openWeights: boolean;
  f1: number;
  f1Ci: { low: number; high: number } | null;
  recall: number;
  precision: number;
  micro: { recall: number; precision: number; f1: number };
  records: number;
  unparseable: number;
  benchmarkVersion: number;
}

export interface ExtractionBoard {
  benchmark: { slug: string; name: string; description: string; versionNumber: number; references: number };
  settings: { matching: string; normalization: string; source: string | null; license: string | null };
  shots: 0 | 1;
  rows: ExtractionBoardRow[];
  heatmap: { paths: { path: string; truthLeaves: number }[]; cells: Record<string, Record<string, number>> };
}

export async function loadExtractionBoard(slug: string, shots: 0 | 1): Promise<ExtractionBoard | null> {
  const benchmark = await db.benchmark.findUnique({
    where: { slug },
    select: {
      id: true,
      kind: true,
      name: true,
      description: true,
      settings: true,
      versions: {
        orderBy: { number: "desc" },
        take: 1,
        select: { number: true, _count: { select: { references: true } } },
      },
    },
  });
  const version = benchmark?.versions[0];
  if (!benchmark || benchmark.kind !== "extraction" || !version) return null;
  const settings = readExtractionSettings(benchmark.settings);

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
      runs: {
        where: { shots },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: {
          status: true,
          extractionScoring: {
            select: {
              id: true,
              f1: true,
              f1CiLow: true,
              f1CiHigh: true,
              recall: true,
              precision: true,
              microRecall: true,
              microPrecision: true,
              microF1: true,
              records: true,
              report: true,
              benchmarkVersion: { select: { number: true } },
            },
          },
        },
      },
    },
  });

  const entries = submissions.flatMap((submission) => {
    const run = submission.runs[0];
    const scoring = run?.status === "scored" ? run.extractionScoring : null;
    return scoring ? [{ submission, scoring }] : [];
  });
  entries.sort((a, b) => b.scoring.f1 - a.scoring.f1 || a.submission.modelName.localeCompare(b.submission.modelName));
  const rows: ExtractionBoardRow[] = entries.map(({ submission, scoring }, index) => ({
    rank: index + 1,
    submissionId: submission.id,
    scoringId: scoring.id,
    modelName: submission.modelName,
    modelSlug: submission.modelSlug,
    modelLink: submission.modelLink,
    organization: submission.organization,
    parameterCount: submission.parameterCount === null ? null : submission.parameterCount.toString(),
    openWeights: submission.openWeights,
    f1: scoring.f1,
    f1Ci:
      scoring.f1CiLow === null || scoring.f1CiHigh === null ? null : { low: scoring.f1CiLow, high: scoring.f1CiHigh },
    recall: scoring.recall,
    precision: scoring.precision,
    micro: { recall: scoring.microRecall, precision: scoring.microPrecision, f1: scoring.microF1 },
    records: scoring.records,
    unparseable: unparseableOf(scoring.report),
    benchmarkVersion: scoring.benchmarkVersion.number,
  }));

  return {
    benchmark: {
      slug,
      name: benchmark.name,
      description: benchmark.description,
      versionNumber: version.number,
      references: version._count.references,
    },
    settings: {
      matching: settings.matching,
      normalization: settings.normalization,
      source: settings.source ?? null,
      license: settings.license ?? null,
    },
    shots,
    rows,
    heatmap: await loadHeatmap(rows.map((row) => row.scoringId)),
  };
}

async function loadHeatmap(scoringIds: string[]): Promise<ExtractionBoard["heatmap"]> {
  if (scoringIds.length === 0) return { paths: [], cells: {} };
  const fields = await db.extractionFieldScore.findMany({
    where: { scoringId: { in: scoringIds }, truthLeaves: { gt: 0 } },
    select: { scoringId: true, path: true, truthLeaves: true, f1: true },
  });
  // Every entry is scored against the same references, so a path's truth leaves are the same in
  // each; the largest is taken in case entries were scored against different versions.
  const leaves = new Map<string, number>();
  for (const field of fields) leaves.set(field.path, Math.max(leaves.get(field.path) ?? 0, field.truthLeaves));
  const paths = [...leaves]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, HEATMAP_PATHS)
    .map(([path, truthLeaves]) => ({ path, truthLeaves }));
  const shown = new Set(paths.map((path) => path.path));
  const cells: Record<string, Record<string, number>> = {};
  for (const field of fields) {
    if (!shown.has(field.path)) continue;
    (cells[field.scoringId] ??= {})[field.path] = field.f1;
  }
  return { paths, cells };
}

function unparseableOf(report: unknown): number {
  const diagnostics = (report as { diagnostics?: { unparseable?: { total?: unknown } } } | null)?.diagnostics;
  return typeof diagnostics?.unparseable?.total === "number" ? diagnostics.unparseable.total : 0;
}

export const getExtractionBoard = cachedQuery("extraction-board", loadExtractionBoard);

/** The extraction benchmarks with references, for the list of benchmarks. */
export const getExtractionBenchmarks = cachedQuery("extraction-benchmarks", listExtractionBenchmarks);
