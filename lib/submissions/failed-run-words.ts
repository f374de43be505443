// What the submitter reads of a results file that failed scoring: on the run's report and in the
// mail about it, in the same words.
export const FAILED_RUN_WORDS = {
  notScored: (code: string | null) => `This file was not scored (${code}).`,
  advice: "Nothing of the file was stored. Fix it and upload it again.",
};
