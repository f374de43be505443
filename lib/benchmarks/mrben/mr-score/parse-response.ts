// The official parser of an evaluated model's raw response (MR-Ben script/utils.py
// parse_model_response), reproduced with its partial-result behaviour.

export type ParsedResponse = {
  solutionCorrectness: string;
  firstErrorStep: string;
  errorReason: string;
};

/**
 * The official patterns are `\*?\*?LABEL:?\*?\*?:?` for the labels "Solution Correctness", "First Error
 * Step" and "Error Reason". A match of
 * such a pattern contains LABEL, and at most two "*" precede it, so the leftmost match starting
 * at or after `from` is found from the first occurrence of LABEL (a native substring search,
 * much faster than running the regex over long responses): it starts at that occurrence minus
 * the stars right before it (never before `from`) and ends after the greedy `:?\*?\*?:?`.
 * parse-response.test.ts checks this against the regexes themselves.
 */
const STAR = 0x2a;
const COLON = 0x3a;

/** The leftmost match of `\*?\*?LABEL:?\*?\*?:?` at or after `from`, as [start, end), or null. */
function findLabel(text: string, label: string, from: number): [number, number] | null {
  const at = text.indexOf(label, from);
  if (at === -1) return null;
  let start = at;
  if (start - 1 >= from && text.charCodeAt(start - 1) === STAR) {
    start--;
    if (start - 1 >= from && text.charCodeAt(start - 1) === STAR) start--;
  }
  let end = at + label.length;
  if (text.charCodeAt(end) === COLON) end++;
  if (text.charCodeAt(end) === STAR) end++;
  if (text.charCodeAt(end) === STAR) end++;
  if (text.charCodeAt(end) === COLON) end++;
  return [start, end];
}

/**
 * `re.split(pattern, text)[:2]` on text[from..]: the text before the first match and the text
 * between the first and second matches (or to the end); null when the pattern does not occur.
 */
function splitFirstTwo(text: string, label: string): [string, string] | null {
  const first = findLabel(text, label, 0);
  if (first === null) return null;
  const second = findLabel(text, label, first[1]);
  return [text.slice(0, first[0]), text.slice(first[1], second === null ? text.length : second[0])];
}

/**
 * Split a raw response into its three fields exactly as the official parser does: each label
 * is searched in what followed the previous one; only the piece after a label's FIRST match is
 * kept (a response written twice keeps its first copy); when a label is missing, parsing stops
 * and the fields found before it stay. Fields are not trimmed.
 */
export function parseResponse({ raw }: { raw: string }): ParsedResponse {
  const result: ParsedResponse = { solutionCorrectness: "", firstErrorStep: "", errorReason: "" };
  // Python assigns both names of `a, b = re.split(...)[:2]` or neither.
  const afterCorrectnessLabel = splitFirstTwo(raw, "Solution Correctness");
  if (afterCorrectnessLabel === null) return result;
  const correctnessAndRest = splitFirstTwo(afterCorrectnessLabel[1], "First Error Step");
  if (correctnessAndRest === null) return result;
  result.solutionCorrectness = correctnessAndRest[0];
  const stepAndReason = splitFirstTwo(correctnessAndRest[1], "Error Reason");
  if (stepAndReason === null) return result;
  result.firstErrorStep = stepAndReason[0];
  result.errorReason = stepAndReason[1];
  return result;
}
