// Exact-match question answering as a benchmark kind (the pure part): a submitted file maps item ids
// to answers, scored by accuracy against the benchmark's answers.
import type { BenchmarkKind, KindFailure, ParsedFile } from "@/lib/benchmarks/kind";
import { TextScanner } from "@/lib/benchmarks/files/text-scanner";
import { err, ok } from "@/lib/result";
import { readQaDataset, type QaDataset } from "./dataset";
import { QA_SCORER, scoreAnswers, type QaResult, type QaTruth } from "./score";

/** A submitted file: its [id, answer] pairs in file order. */
export interface QaAnswers {
  answers: [string, string][];
}

export type QaKind = BenchmarkKind<Record<string, never>, QaDataset, QaTruth, QaAnswers, QaResult>;

const MAX_PROBLEMS = 50;

function invalidAnswers(detail: string, problems: KindFailure["problems"] = []): KindFailure {
  return { code: "invalid-answers", title: "The answers file cannot be read", detail, problems };
}

/** Reads the file's text: one JSON object whose values are the answers (strings). */
function readAnswers(text: string): ParsedFile<QaAnswers> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return err(invalidAnswers(`The file is not JSON: ${(error as Error).message}.`));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return err(invalidAnswers('The file must be one JSON object of answers: {"q1": "Paris", ...}.'));
  const entries = Object.entries(value);
  const bad = entries.filter(([, answer]) => typeof answer !== "string");
  if (bad.length > 0)
    return err(
      invalidAnswers(
        `${bad.length} answer(s) are not strings.`,
        bad.slice(0, MAX_PROBLEMS).map(([id]) => ({ pointer: id, detail: "the answer must be a string" })),
      ),
    );
  return ok({ answers: entries as [string, string][] });
}

export const qaKind: QaKind = {
  name: "qa",
  label: "Question answering",
  hint: "answer each question; scored by exact-match accuracy",
  scorer: QA_SCORER,
  scoreLabel: "Accuracy",
  readsShots: false,
  asks: { judgeModel: false, claimedScores: false },

  settings: () => ({}),
  variant: () => "",
  readDataset: readQaDataset,

  upload: {
    noun: "answers",
    accept: ".json,.gz,application/json,application/gzip",
    prompt: "Drop the model's {shots}-shot answers here, or",
  },
  scanner: () => new TextScanner(),
  parse: (scanned) => readAnswers(scanned as string),

  score: ({ truth, file }) => ok(scoreAnswers(truth, file.answers)),
  refuse: (result, { benchmarkName, versionNumber }) =>
    result.answered === 0
      ? {
          code: "no-matching-answers",
          title: "No answer is for a question of the benchmark",
          detail: `None of the file's ids is a question of ${benchmarkName} (version ${versionNumber}).`,
          problems: result.unknownIds.map((id) => ({ pointer: id, detail: "no question has this id" })),
        }
      : null,
  figures: (result) => ({
    score: result.accuracy,
    interval: result.interval,
    summary: {
      items: result.items,
      answered: result.answered,
      correct: result.correct,
      ...(Object.keys(result.subjects).length > 0 ? { subjects: result.subjects } : {}),
    },
    report: { unknownIds: result.unknownIds, unknownCount: result.unknownCount },
  }),
  thread: {
    module: "tests/kinds/qa/thread-scorer.ts",
    truth: (truth) => ({ ids: truth.ids, answers: truth.answers, rowIds: [], subjects: truth.subjects }),
    parts: (file) => [["file", file]],
    options: () => null,
  },

  cli: {
    usage: "usage: npm run --silent score -- FILE --kind qa --truth DIR [--json]",
    help: `Scores a question-answering file ({"id": "answer", ...}) by exact match against DIR/answers.jsonl.

  --truth DIR   the benchmark folder: benchmark.json and answers.jsonl
  --json        print the figures as one JSON document`,
    options: {},
    truth(dataset) {
      if (dataset === null)
        return err({ code: "bad-usage", message: "--kind qa needs --truth DIR (the benchmark folder)" });
      const { manifest, items } = dataset;
      return ok({
        truth: {
          ids: items.map((item) => item.id),
          answers: items.map((item) => item.answer),
          rowIds: [],
          subjects: items.map((item) => item.subject ?? ""),
        },
        settings: {},
        describe: manifest.name,
      });
    },
    shots: () => 0,
    table: (file, result, { describe }) =>
      [
        file,
        `${describe}: ${result.items} questions, ${result.answered} answered, ${result.correct} correct`,
        `accuracy ${(result.accuracy * 100).toFixed(1)} [${(result.interval.low * 100).toFixed(1)}, ${(result.interval.high * 100).toFixed(1)}]`,
      ].join("\n"),
    json: (file, result, { benchmarkSlug }) => ({
      file,
      benchmark: benchmarkSlug,
      scorer: QA_SCORER,
      items: result.items,
      answered: result.answered,
      correct: result.correct,
      accuracy: result.accuracy,
      interval: result.interval,
      unknownCount: result.unknownCount,
    }),
  },

  server: async () => (await import("./server")).qaServer,
  view: async () => (await import("./view")).qaView,
};
