// MR-Ben's identity in the database and its subjects as results files name them.
export const MRBEN_SLUG = "mr-ben";
export const MRBEN_NAME = "MR-Ben";

const SUBJECT_LABELS: Record<string, string> = {
  biology: "Biology",
  math: "Math",
  physics: "Physics",
  medicine: "Medicine",
  coding: "Coding",
  chemistry: "Chemistry",
  logic: "Logic",
};

export function subjectLabel(key: string): string {
  return SUBJECT_LABELS[key] ?? key;
}

const OFFICIAL_ORDER = Object.keys(SUBJECT_LABELS);

/** Sorts subject keys in the order the official script prints them (unknown keys last). */
export function compareSubjects(a: string, b: string): number {
  const rank = (key: string) => (OFFICIAL_ORDER.includes(key) ? OFFICIAL_ORDER.indexOf(key) : OFFICIAL_ORDER.length);
  return rank(a) - rank(b);
}
