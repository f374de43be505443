// The export API's JSON document for one board (overall or one subject, one shot setting).
// Its shape is a public contract (docs/api.md): add fields freely, but renaming, removing or
// changing the meaning of one needs a new LEADERBOARD_SCHEMA_VERSION.
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { rankBoard } from "@/lib/benchmarks/mrben/board/rank-board";
import {
  badgeUrl,
  entryModelJson,
  entrySubmissionJson,
  entryResultsFileUrl,
  scoreJson,
  type EntryModelJson,
  type EntrySubmissionJson,
  type ScoreJson,
} from "@/lib/benchmarks/mrben/board/entry-json";
import type {
  BoardData,
  BoardLevel,
  EntryTier,
  BoardSubject,
  RankBand,
  RankedRow,
  Shots,
} from "@/lib/benchmarks/mrben/board/types";

export const LEADERBOARD_SCHEMA_VERSION = 1;

export type LeaderboardEntryJson = EntrySubmissionJson & {
  rank: number | null;
  rankBand: RankBand | null;
  unrankedReason: string | null;
  model: EntryModelJson;
  scorer: { name: string; version: string };
  benchmarkVersion: number;
  scoredAt: string;
  mrScore: ScoreJson;
  /** Subject boards only: the subject's sub-metrics and coverage. */
  metrics: {
    mcc: number | null;
    accStep: number | null;
    accReason: number | null;
    matchedItems: number;
    benchmarkItems: number;
  } | null;
  /** Difficulty boards only (?level=): the level's records pooled as one subject. */
  levelMetrics: { mcc: number; accStep: number; accReason: number; records: number } | null;
  /** Overall boards only: every board subject (null when the run lacks it). */
  subjects: Record<string, { mrScore: ScoreJson; rankable: boolean } | null> | null;
  otherShots: ScoreJson | null;
  /** After a full re-judge on this portal: the score (and on a subject board ACC_reason) with the server judge's verdicts. */
  serverJudged: { judgeModel: string; mrScore: number; accReason: number | null } | null;
  links: { model: string; badge: string; resultsFile: string | null };
};

export type LeaderboardJson = {
  schemaVersion: typeof LEADERBOARD_SCHEMA_VERSION;
  benchmark: { slug: string; name: string; version: number } | null;
  shots: Shots;
  subject: { key: string; label: string } | null;
  /** The difficulty level the board ranks by (?level=), or null for the official overall board. */
  level: BoardLevel | null;
  /** The tier the entries are limited to (?tier=), or null for every entry. */
  tier: EntryTier | null;
  subjects: BoardSubject[];
  generatedAt: string;
  /** When the board last changed (an approval, a scoring, a reported figure); null for an empty board. */
  updatedAt: string | null;
  /** The day (?asOf) the board is shown as it stood at its end (UTC); null for today's board. */
  asOf?: string | null;
  /** Every distinct scorer that produced a listed score, as "name@version". */
  scorerVersions: string[];
  entries: LeaderboardEntryJson[];
};

export function leaderboardJson({
  data,
  shots,
  subject,
  level,
  tier,
}: {
  data: BoardData;
  shots: Shots;
  subject?: string;
  level?: BoardLevel;
  /** Only this tier's entries, at their ranks on the whole board. */
  tier?: EntryTier;
}): LeaderboardJson {
  const rows = rankBoard({ data, shots, subject, level }).filter((row) => !tier || row.entry.tier === tier);
  const scorers = new Set(rows.map((row) => `${row.run.scorer.name}@${row.run.scorer.version}`));
  return {
    schemaVersion: LEADERBOARD_SCHEMA_VERSION,
    benchmark: data.benchmark,
    shots,
    subject: subject === undefined ? null : { key: subject, label: subjectLabel(subject) },
    level: level ?? null,
    tier: tier ?? null,
    subjects: data.subjects,
    generatedAt: data.generatedAt,
    updatedAt: data.updatedAt,
    scorerVersions: [...scorers].sort(),
    entries: rows.map((row) => entryJson(row, data, subject, level)),
  };
}

function entryJson(
  row: RankedRow,
  data: BoardData,
  subject: string | undefined,
  level: BoardLevel | undefined,
): LeaderboardEntryJson {
  const { entry, run } = row;
  const levelResult = level === undefined ? undefined : run.levels?.[level];
  const subjectResult = subject === undefined ? undefined : run.subjects[subject];
  return {
    rank: row.rank,
    rankBand: row.rankBand,
    unrankedReason: row.unrankedReason,
    model: entryModelJson(entry),
    ...entrySubmissionJson(entry),
    scorer: run.scorer,
    benchmarkVersion: run.benchmarkVersion,
    scoredAt: run.scoredAt,
    mrScore: scoreJson(row.score),
    metrics: subjectResult
      ? {
          mcc: subjectResult.mcc,
          accStep: subjectResult.accStep,
          accReason: subjectResult.accReason,
          matchedItems: subjectResult.matchedItems,
          benchmarkItems: subjectResult.benchmarkItems,
        }
      : null,
    levelMetrics: levelResult
      ? {
          mcc: levelResult.mcc,
          accStep: levelResult.accStep,
          accReason: levelResult.accReason,
          records: levelResult.records,
        }
      : null,
    subjects:
      subject === undefined && level === undefined
        ? Object.fromEntries(
            data.subjects.map(({ key }) => {
              const result = run.subjects[key];
              return [key, result ? { mrScore: scoreJson(result.score), rankable: result.rankable } : null];
            }),
          )
        : null,
    otherShots: row.otherShots ? scoreJson(row.otherShots) : null,
    serverJudged: level === undefined ? serverJudgedJson(run.serverJudged, subject) : null,
    links: {
      model: `/api/v1/models/${encodeURIComponent(entry.slug)}`,
      badge: badgeUrl(entry.slug, run.shots),
      resultsFile: entryResultsFileUrl(entry, run.shots),
    },
  };
}

function serverJudgedJson(
  judged: RankedRow["run"]["serverJudged"],
  subject: string | undefined,
): LeaderboardEntryJson["serverJudged"] {
  if (!judged) return null;
  if (subject === undefined) return { judgeModel: judged.judgeModel, mrScore: judged.mean, accReason: null };
  const scores = judged.subjects[subject];
  return scores ? { judgeModel: judged.judgeModel, mrScore: scores.mrScore, accReason: scores.accReason } : null;
}
