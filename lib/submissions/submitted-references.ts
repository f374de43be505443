// The book's layout carries the references a file was scored against: those that differ from the
// benchmark's (at the same position) are reported as tampering. They are never scored against.
import { jsonText, parsePythonJson } from "@/lib/extraction-score";
import type { ExtractionTruth } from "@/lib/submissions/extraction-truth";
import type { SubmittedReferenceCheck } from "@/lib/submissions/persist-extraction-scoring";

/** Differing submitted references listed by position in the report. */
const MAX_LISTED_POSITIONS = 20;

export function checkSubmittedReferences(
  submitted: string[] | null,
  truth: Pick<ExtractionTruth, "texts">,
): SubmittedReferenceCheck {
  if (!submitted) return { given: 0, differing: 0, positions: [] };
  const positions: number[] = [];
  let differing = 0;
  submitted.forEach((text, position) => {
    const stored = truth.texts[position];
    if (stored === undefined || !sameJson(text, stored)) {
      differing++;
      if (positions.length < MAX_LISTED_POSITIONS) positions.push(position);
    }
  });
  return { given: submitted.length, differing, positions };
}

function sameJson(submitted: string, stored: string): boolean {
  const parsed = parsePythonJson({ text: submitted });
  const ours = parsePythonJson({ text: stored });
  if (!parsed.ok || !ours.ok) return false;
  return jsonText({ value: parsed.value, sortKeys: true }) === jsonText({ value: ours.value, sortKeys: true });
}
