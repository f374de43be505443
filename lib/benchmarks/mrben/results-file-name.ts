// The official evaluation's results file names, `<model>_<k>shot_cot_True_scored_eval_results.json`
// (first stage: without `scored_`; gzip: `.gz` after): the model, shot setting and stage they say, and
// whether a submission's two files name the same model.

/** The name after the model (the kind's upload rule; its groups: the shot count, then `scored_`). */
export const RESULTS_FILE_SUFFIX = "_(\\d+)shot_cot_(?:true|false)_(scored_)?eval_results\\.json(?:\\.gz)?$";

const OFFICIAL_NAME = new RegExp(`^(.+)${RESULTS_FILE_SUFFIX}`, "i");

/** The model, shot setting and stage an official name says; null for any other name. */
export function readResultsFileName(name: string): { model: string; shots: number; scored: boolean } | null {
  const match = OFFICIAL_NAME.exec(name);
  if (!match) return null;
  const [, model = "", shots = "", scored] = match;
  return { model, shots: Number(shots), scored: scored !== undefined };
}

/**
 * A warning for a submitter and the moderators when the 1-shot file names another model than the
 * 0-shot file (the upload already refuses a file named for the other shot setting). Names that are
 * not official say nothing.
 */
export function resultsFileNameWarnings(files: readonly { shots: number; fileName: string | null }[]): string[] {
  const modelAt = (shots: number) => {
    const fileName = files.find((file) => file.shots === shots)?.fileName;
    return fileName ? (readResultsFileName(fileName)?.model ?? null) : null;
  };
  const [zero, one] = [modelAt(0), modelAt(1)];
  return zero !== null && one !== null && zero !== one
    ? [
        `The 0-shot file names the model "${zero}" and the 1-shot file "${one}": both settings must be one model's results.`,
      ]
    : [];
}
