// The book's layout carries the references a file was scored against: those that differ from the
// benchmark's (at the same position) are reported as tampering. They are never scored against.
import { jsonText, parsePythonJson } from "@/lib/benchmarks/extraction/extraction-score";

export interface SubmittedReferenceCheck {
  /** References the file carries (the book's layout), 0 when it has none. */
  given: number;
  /** Of those, how many differ from the database's reference at the same position. */
  differing: number;
  /** Positions (0-based) of the first differing references. */
  positions: number[];
}

/** Differing submitted references listed by position in the report. */
const MAX_LISTED_POSITIONS = 20;

export function checkSubmittedReferences(
  submitted: string[] | null,
  truth: { texts: readonly string[] },
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
