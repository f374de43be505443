// A QA benchmark on disk and answer files for the tests: 120 questions, and per model and shot
// setting a file with known correct, wrong, missing and unknown answers.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const QA_SLUG = "trivia-qa";
export const QA_NAME = "Trivia QA";
export const QA_QUESTIONS = 120;

const id = (index: number) => `q${String(index + 1).padStart(3, "0")}`;
const truthAnswer = (index: number) => `answer ${index + 1}`;

/** With `subjects`, the first half of the questions are history's, the rest science's. */
const QA_SUBJECTS = ["history", "science"] as const;

/**
 * Writes benchmark.json and answers.jsonl into `dir`; `changed` alters the first answers (a new
 * version); `subjects` gives each question a subject (QA_SUBJECTS).
 */
export function writeQaDataset(
  dir: string,
  { changed = 0, subjects = false }: { changed?: number; subjects?: boolean } = {},
): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "benchmark.json"),
    JSON.stringify({ slug: QA_SLUG, name: QA_NAME, description: "Short questions with one right answer." }),
  );
  const lines = Array.from({ length: QA_QUESTIONS }, (_, index) =>
    JSON.stringify({
      id: id(index),
      answer: index < changed ? `revised ${index + 1}` : truthAnswer(index),
      ...(subjects ? { subject: QA_SUBJECTS[index < QA_QUESTIONS / 2 ? 0 : 1] } : {}),
    }),
  );
  writeFileSync(path.join(dir, "answers.jsonl"), `${lines.join("\n")}\n`);
  return dir;
}

/**
 * A model's answers: the first `correct` right (with stray spaces, which exact match trims), the
 * next `wrong` wrong, the rest missing, and `unknown` answers for ids no question has.
 */
export function qaAnswers({ correct, wrong, unknown = 0 }: { correct: number; wrong: number; unknown?: number }) {
  const answers: Record<string, string> = {};
  for (let index = 0; index < correct; index++) answers[id(index)] = ` ${truthAnswer(index)} `;
  for (let index = correct; index < correct + wrong; index++) answers[id(index)] = `not ${truthAnswer(index)}`;
  for (let index = 0; index < unknown; index++) answers[`extra-${index}`] = "?";
  return { text: JSON.stringify(answers), accuracy: correct / QA_QUESTIONS, answered: correct + wrong };
}
