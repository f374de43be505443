// MR-Ben's identity in the database and its subjects as results files name them.
export const MRBEN_SLUG = "mr-ben";
export const MRBEN_NAME = "MR-Ben";

export const SUBJECT_LABELS: Record<string, string> = {
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
