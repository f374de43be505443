// Which files of a results folder the demo imports, and as which model and shot setting: the
// official names `<model>_{k}shot_cot_True_scored_eval_results.json(.gz)` say both.
import { readdirSync } from "node:fs";
import path from "node:path";
import { readResultsFileName } from "@/lib/benchmarks/mrben/results-file-name";

/** models.json beside the results files holds optional metadata per model (see demo-metadata.ts). */
export const MODELS_FILE = "models.json";

export type ResultsFile = { name: string; path: string; shots: 0 | 1 };
export type ModelFiles = { modelName: string; files: ResultsFile[] };
type FolderNote = { name: string; reason: string };

export type ResultsFolderPlan = {
  /** One entry per model, in name order; its files 0-shot first. */
  models: ModelFiles[];
  /** Files left out on purpose (not a failure). */
  skipped: FolderNote[];
  /** Files that look like results but cannot be imported (a failure). */
  problems: FolderNote[];
};

export function planResultsFolder({ names, dir }: { names: readonly string[]; dir: string }): ResultsFolderPlan {
  const byModel = new Map<string, ResultsFile[]>();
  const skipped: FolderNote[] = [];
  const problems: FolderNote[] = [];
  for (const name of [...names].sort()) {
    if (!/\.json(\.gz)?$/i.test(name) || name === MODELS_FILE) continue;
    const read = readResultsFileName(name);
    if (!read) {
      problems.push({
        name,
        reason: "the name does not say the model and shot setting (<model>_{k}shot_cot_True_scored_eval_results.json)",
      });
      continue;
    }
    const { model: modelName, shots, scored } = read;
    if (!scored) {
      skipped.push({
        name,
        reason: "first-stage output (no judge verdicts): the …_scored_eval_results file is ranked",
      });
      continue;
    }
    if (shots !== 0 && shots !== 1) {
      problems.push({ name, reason: `${shots}-shot results: the portal ranks 0-shot and 1-shot only` });
      continue;
    }
    const files = byModel.get(modelName) ?? [];
    if (files.some((file) => file.shots === shots)) {
      problems.push({ name, reason: `a second ${shots}-shot file for ${modelName} (one per shot setting)` });
      continue;
    }
    files.push({ name, path: path.join(dir, name), shots });
    byModel.set(modelName, files);
  }
  const models = [...byModel]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([modelName, files]) => ({ modelName, files: files.sort((a, b) => a.shots - b.shots) }));
  return { models, skipped, problems };
}

export function readResultsFolder(dir: string): ResultsFolderPlan {
  return planResultsFolder({ names: readdirSync(dir), dir });
}
