// The judge's answer read as the official script reads it (single_thread_scoring): the reasoning,
// the analysis and the final decision between their headings; ERROR_PARSING when they are not there.
export const ERROR_PARSING = "ERROR_PARSING";

export interface JudgeVerdict {
  /** The text after "Final Decision:", or ERROR_PARSING. Counts as correct when it contains "correct" (lower-cased). */
  decision: string;
  reasoning: string;
  analysis: string;
  parsed: boolean;
}

export function readJudgeResponse({ response }: { response: string }): JudgeVerdict {
  const reasoning = /Step-by-Step Reasoning:\s*([\s\S]*?)\s*Student Error Reason Analysis:/.exec(response);
  const analysis = /Student Error Reason Analysis:\s*([\s\S]*?)\s*Final Decision:/.exec(response);
  const decision = /Final Decision:\s*([\s\S]*)/.exec(response);
  if (!reasoning || !analysis || !decision)
    return { decision: ERROR_PARSING, reasoning: ERROR_PARSING, analysis: ERROR_PARSING, parsed: false };
  return { decision: decision[1]!, reasoning: reasoning[1]!, analysis: analysis[1]!, parsed: true };
}
