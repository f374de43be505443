// The export API's CSV for one board: the JSON document flattened to one row per entry, with
// RFC 4180 quoting. The columns are part of the public contract (docs/api.md).
import type { LeaderboardEntryJson, LeaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { csvTable, type CsvValue } from "@/lib/platform/csv";

type Column = [name: string, pick: (entry: LeaderboardEntryJson) => CsvValue];

function columns(board: LeaderboardJson): Column[] {
  const head: Column[] = [
    ["rank", (e) => e.rank],
    ["rank_best", (e) => e.rankBand?.best ?? null],
    ["rank_worst", (e) => e.rankBand?.worst ?? null],
    ["unranked_reason", (e) => e.unrankedReason],
    ["model_slug", (e) => e.model.slug],
    ["model", (e) => e.model.name],
    ["organization", (e) => e.model.organization],
    ["model_link", (e) => e.model.link],
    ["parameter_count", (e) => e.model.parameterCount],
    ["open_weights", (e) => e.model.openWeights],
    ["shots", () => board.shots],
    ["subject", () => board.subject?.key ?? null],
    ...(board.level ? ([["level", () => board.level]] satisfies Column[]) : []),
    ["mr_score", (e) => e.mrScore.value],
    ["ci_low", (e) => e.mrScore.ciLow],
    ["ci_high", (e) => e.mrScore.ciHigh],
  ];
  const detail: Column[] = board.level
    ? [
        ["mcc", (e) => e.levelMetrics?.mcc ?? null],
        ["acc_step", (e) => e.levelMetrics?.accStep ?? null],
        ["acc_reason", (e) => e.levelMetrics?.accReason ?? null],
        ["records", (e) => e.levelMetrics?.records ?? null],
      ]
    : board.subject
      ? [
          ["mcc", (e) => e.metrics?.mcc ?? null],
          ["acc_step", (e) => e.metrics?.accStep ?? null],
          ["acc_reason", (e) => e.metrics?.accReason ?? null],
          ["matched_items", (e) => e.metrics?.matchedItems ?? null],
          ["benchmark_items", (e) => e.metrics?.benchmarkItems ?? null],
        ]
      : board.subjects.flatMap(({ key }): Column[] => [
          [`${key}_mr_score`, (e) => e.subjects?.[key]?.mrScore.value ?? null],
          [`${key}_ci_low`, (e) => e.subjects?.[key]?.mrScore.ciLow ?? null],
          [`${key}_ci_high`, (e) => e.subjects?.[key]?.mrScore.ciHigh ?? null],
          [`${key}_rankable`, (e) => e.subjects?.[key]?.rankable ?? null],
        ]);
  const tail: Column[] = [
    ["other_shots_mr_score", (e) => e.otherShots?.value ?? null],
    ["other_shots_ci_low", (e) => e.otherShots?.ciLow ?? null],
    ["other_shots_ci_high", (e) => e.otherShots?.ciHigh ?? null],
    ["scorer_name", (e) => e.scorer.name],
    ["scorer_version", (e) => e.scorer.version],
    ["benchmark_version", (e) => e.benchmarkVersion],
    ["judge_model", (e) => e.judgeModel],
    ["verification", (e) => e.verification],
    ["tier", (e) => e.tier],
    ["source_url", (e) => e.sourceUrl],
    ["price_input_usd_per_mtok", (e) => e.price?.inputUsdPerMTok ?? null],
    ["price_output_usd_per_mtok", (e) => e.price?.outputUsdPerMTok ?? null],
    ["reported_mr_score", (e) => e.reported?.mean[`${board.shots}`] ?? null],
    ["reported_source_url", (e) => e.reported?.sourceUrl ?? null],
    ["flags", (e) => (e.flags.length ? e.flags.map((flag) => `${flag.kind}: ${flag.note}`).join("; ") : null)],
    ["submission_id", (e) => e.submissionId],
    ["approved_at", (e) => e.approvedAt],
    ["scored_at", (e) => e.scoredAt],
  ];
  return [...head, ...detail, ...tail];
}

/** The board as CSV: a header row, then one CRLF-terminated row per entry in board order. */
export function leaderboardCsv(board: LeaderboardJson): string {
  const cols = columns(board);
  return csvTable(
    cols.map(([name]) => name),
    board.entries.map((entry) => cols.map(([, pick]) => pick(entry))),
  );
}

/** A download name such as `mr-ben-v1-overall-0shot.csv`. */
export function leaderboardCsvFileName(board: LeaderboardJson): string {
  const version = board.benchmark ? `-v${board.benchmark.version}` : "";
  return `mr-ben${version}-${board.subject?.key ?? board.level ?? "overall"}-${board.shots}shot.csv`;
}
