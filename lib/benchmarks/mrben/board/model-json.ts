// The models API's document: one model's board entry with, per shot setting, its run's scores,
// intervals, sub-metrics, ranks and the original results file. Public contract (docs/api.md).
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import {
  badgeUrl,
  entryModelJson,
  entrySubmissionJson,
  resultsFileUrl,
  scoreJson,
  type EntryModelJson,
  type EntrySubmissionJson,
  type ScoreJson,
} from "@/lib/benchmarks/mrben/board/entry-json";
import { LEADERBOARD_SCHEMA_VERSION } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { findRankedRow, rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import type { BoardData, ModelEntry, RankBand, RunResult, Shots } from "@/lib/benchmarks/mrben/board/types";
import { SHOT_SETTINGS } from "@/lib/benchmarks/mrben/board/types";

type BoardPlace = { rank: number | null; rankBand: RankBand | null; unrankedReason: string | null };

type ModelSubjectJson = BoardPlace & {
  label: string;
  mrScore: ScoreJson;
  mcc: number | null;
  accStep: number | null;
  accReason: number | null;
  rankable: boolean;
  matchedItems: number;
  benchmarkItems: number;
};

type ModelRunJson = BoardPlace & {
  shots: Shots;
  mrScore: ScoreJson;
  scorer: { name: string; version: string };
  /** The mean MR-Score before the last rescore and the scorer that gave it, when the rescore changed it. */
  previous: { mrScore: number; scorerVersion: string } | null;
  benchmarkVersion: number;
  scoredAt: string;
  file: { name: string | null; sizeBytes: number | null; sha256: string | null; download: string | null };
  subjects: Record<string, ModelSubjectJson>;
};

export type ModelJson = EntrySubmissionJson & {
  schemaVersion: typeof LEADERBOARD_SCHEMA_VERSION;
  benchmark: BoardData["benchmark"];
  generatedAt: string;
  model: EntryModelJson & { description: string };
  temperature: number | null;
  runs: Record<`${Shots}`, ModelRunJson | null>;
  links: { badge: string; badgeOneShot: string };
};

/** The model's document, or null when it has no approved, scored entry on the board. */
export function modelJson({ data, slug }: { data: BoardData; slug: string }): ModelJson | null {
  const entry = data.entries.find((candidate) => candidate.slug === slug);
  if (!entry) return null;
  const runJson = (shots: Shots): ModelRunJson | null => {
    const run = entry.runs[`${shots}`];
    return run ? modelRunJson({ data, entry, run }) : null;
  };
  return {
    schemaVersion: LEADERBOARD_SCHEMA_VERSION,
    benchmark: data.benchmark,
    generatedAt: data.generatedAt,
    model: entryModelJson(entry, { withDescription: true }),
    ...entrySubmissionJson(entry),
    temperature: entry.temperature,
    runs: { "0": runJson(SHOT_SETTINGS[0]!), "1": runJson(SHOT_SETTINGS[1]!) },
    links: { badge: badgeUrl(slug), badgeOneShot: badgeUrl(slug, 1) },
  };
}

function place({
  data,
  slug,
  shots,
  subject,
}: {
  data: BoardData;
  slug: string;
  shots: Shots;
  subject?: string;
}): BoardPlace {
  const row = findRankedRow(rankBoard({ data, shots, subject }), slug);
  return { rank: row?.rank ?? null, rankBand: row?.rankBand ?? null, unrankedReason: row?.unrankedReason ?? null };
}

function modelRunJson({ data, entry, run }: { data: BoardData; entry: ModelEntry; run: RunResult }): ModelRunJson {
  const { slug } = entry;
  const subjects: Record<string, ModelSubjectJson> = {};
  for (const result of Object.values(run.subjects)) {
    subjects[result.subject] = {
      label: subjectLabel(result.subject),
      mrScore: scoreJson(result.score),
      mcc: result.mcc,
      accStep: result.accStep,
      accReason: result.accReason,
      rankable: result.rankable,
      matchedItems: result.matchedItems,
      benchmarkItems: result.benchmarkItems,
      ...place({ data, slug, shots: run.shots, subject: result.subject }),
    };
  }
  return {
    shots: run.shots,
    ...place({ data, slug, shots: run.shots }),
    mrScore: scoreJson(run.mean),
    scorer: run.scorer,
    previous: run.previous ? { mrScore: run.previous.mean, scorerVersion: run.previous.scorerVersion } : null,
    benchmarkVersion: run.benchmarkVersion,
    scoredAt: run.scoredAt,
    file: {
      name: run.fileName,
      sizeBytes: run.sizeBytes,
      sha256: run.sha256,
      download: entry.verification === "reported" ? null : resultsFileUrl(run.submissionId, run.shots),
    },
    subjects,
  };
}
