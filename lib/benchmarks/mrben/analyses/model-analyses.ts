// The analyses of a board entry's scored files as the API serves them: a JSON document, and a long
// CSV (shots, breakdown, group, metric, value).
import "server-only";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { csvLine, type CsvValue } from "@/lib/platform/csv";
import { storedAnalyses, type FileAnalyses, type GroupScore } from "@/lib/benchmarks/mrben/mr-score";

const MODEL_ANALYSES_SCHEMA_VERSION = 1;

export type ModelAnalysesJson = {
  schemaVersion: typeof MODEL_ANALYSES_SCHEMA_VERSION;
  model: { slug: string; name: string };
  submissionId: string;
  generatedAt: string;
  /** Per shot setting: the run and its analyses (null while the worker has not computed them). */
  runs: Partial<Record<"0" | "1", { runId: string; analyses: FileAnalyses | null }>>;
};

export async function modelAnalysesJson(slug: string): Promise<ModelAnalysesJson | null> {
  const data = await getBoardData();
  const entry = data.entries.find((candidate) => candidate.slug === slug && candidate.verification === "verified");
  if (!entry) return null;
  const runIds = Object.values(entry.runs).map((run) => run.runId);
  const rows = await db.submissionRun.findMany({
    where: { id: { in: runIds } },
    select: { id: true, shots: true, scoring: { select: { analyses: true, analysesVersion: true } } },
  });
  const runs: ModelAnalysesJson["runs"] = {};
  for (const row of rows) {
    if (row.shots !== 0 && row.shots !== 1) continue;
    runs[row.shots === 0 ? "0" : "1"] = { runId: row.id, analyses: row.scoring ? storedAnalyses(row.scoring) : null };
  }
  return {
    schemaVersion: MODEL_ANALYSES_SCHEMA_VERSION,
    model: { slug: entry.slug, name: entry.modelName },
    submissionId: entry.submissionId,
    generatedAt: data.generatedAt,
    runs,
  };
}

const GROUP_METRICS = ["records", "mr_score", "mcc", "acc_step", "acc_reason", "flagRecall"] as const;

function groupLines(shots: string, breakdown: string, groups: Record<string, GroupScore | undefined>): CsvValue[][] {
  return Object.entries(groups).flatMap(([group, score]) =>
    score
      ? [
          ...GROUP_METRICS.map((metric): CsvValue[] => [shots, breakdown, group, metric, score[metric]]),
          [shots, breakdown, group, "ci_low", score.interval?.low ?? null],
          [shots, breakdown, group, "ci_high", score.interval?.high ?? null],
        ]
      : [],
  );
}

export function modelAnalysesCsv(document: ModelAnalysesJson): string {
  const lines: CsvValue[][] = [["shots", "breakdown", "group", "metric", "value"]];
  for (const [shots, run] of Object.entries(document.runs)) {
    const analyses = run?.analyses;
    if (!analyses) continue;
    lines.push(...groupLines(shots, "difficulty", analyses.byDifficulty));
    lines.push(...groupLines(shots, "sampled_model", analyses.bySampledModel));
    lines.push(...groupLines(shots, "error_position", analyses.byErrorPosition));
    for (const truth of ["correct", "incorrect"] as const)
      for (const said of ["correct", "incorrect", "other"] as const)
        lines.push([shots, "flag_confusion", `truth_${truth}`, `said_${said}`, analyses.flag.confusion[truth][said]]);
    for (const metric of ["precision", "recall", "f1", "mcc"] as const)
      lines.push([shots, "flag", "incorrect_solutions", metric, analyses.flag[metric]]);
    for (const [offset, records] of Object.entries(analyses.stepOffsets.histogram).sort(
      ([a], [b]) => Number(a) - Number(b),
    ))
      lines.push([shots, "step_offset", offset, "records", records]);
    for (const metric of ["considered", "exact", "tooEarly", "tooLate", "unreadable", "meanAbsoluteMiss"] as const)
      lines.push([shots, "step_offsets", "all", metric, analyses.stepOffsets[metric]]);
  }
  return lines.map((line) => `${csvLine(line)}\r\n`).join("");
}
