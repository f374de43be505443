// What the official script's file names say: `{model}_{k}shot_cot_True_scored_eval_results.json`
// after the judge stage, `..._eval_results.json` before it.
const OFFICIAL_NAME = /_(\d+)shot_cot_(?:true|false)_(scored_)?eval_results\.json(?:\.gz)?$/i;

export interface FileNameFacts {
  /** The k of `_{k}shot_`, or null when the name does not follow the official pattern. */
  shots: number | null;
  /** The name is the first stage's (`..._eval_results.json`, without `scored_`). */
  firstStage: boolean;
  gzip: boolean;
}

export function readFileName(name: string): FileNameFacts {
  const base = name.split(/[\\/]/).pop() ?? name;
  const match = OFFICIAL_NAME.exec(base);
  return {
    shots: match ? Number(match[1]) : null,
    firstStage: match ? match[2] === undefined : false,
    gzip: /\.gz$/i.test(base),
  };
}
