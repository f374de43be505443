// What the conformance suite (tests/integration/kind-conformance.test.ts) needs of each registered
// benchmark kind: a small benchmark folder and a revised one, a valid file per shot setting, files it
// must refuse, and where its figures show. A kind registered without a sample fails the suite.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Shots } from "@/lib/benchmarks/kind";
import type { LeaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import type { ScoreReport } from "@/lib/benchmarks/mrben/mr-score";
import { getLeaderboard, getLeaderboardCsv } from "../helpers/board-calls";
import { bookReferences, EXTRACTION_SLUG, predictionLines, referenceId } from "../helpers/extraction-benchmark";
import { generatedResults } from "../helpers/seeded-entries";
import { MRBEN_DATA_DIR } from "../helpers/shared-data";
import { QA_NAME, qaAnswers, writeQaDataset } from "./qa/fixture";

export interface SampleFile {
  bytes: Uint8Array;
  /** Request headers of the upload besides authorization (a file name, a content type). */
  headers?: Record<string, string>;
}

/** A file the kind reads but must refuse: the problem type (its failure code) it gets, and what the detail says. */
interface RefusedFile {
  name: string;
  file: SampleFile;
  code: string;
  title?: string;
  detail?: RegExp;
}

/** The figures the kind's own scorer gives a file (BenchmarkKind.figures), and its raw result. */
export interface OwnScoring {
  score: number;
  interval: { low: number; high: number } | null;
  summary: unknown;
  report: unknown;
  result: unknown;
}

/** A board entry as the suite compares it, whichever board shows it. */
export interface SeenEntry {
  model: string;
  rank: number | null;
  score: number;
  interval: { low: number; high: number } | null;
  benchmarkVersion: number;
}

/** A board's export API: its JSON or CSV for a query (`shots=0&asOf=...`), and its JSON's entries. */
export interface BoardApi {
  get(query: string, format: "json" | "csv"): Promise<Response>;
  entries(json: unknown): SeenEntry[];
}

export interface ConformanceSample {
  /** Writes the folder `db:import --kind K --data DIR` reads; `revised` changes some of its truth (a new version). */
  writeDataset(dir: string, options: { revised: boolean }): void;
  /** What a submission of this kind states besides the model (MR-Ben: its judge). */
  meta?: Record<string, unknown>;
  /** A valid file per shot setting, each different bytes (one stored file each). */
  files(): Record<Shots, SampleFile>;
  /** Records of each valid file's scoring: what the records pages list and the API counts. */
  records: number;
  /** The kind's own figures in the submissions API's scoring, as its scorer gives them. */
  apiScoring(own: OwnScoring): Record<string, unknown>;
  /** Files the upload must refuse with 422, at least one. */
  refused(): RefusedFile[];
  /** Which way the revised truth moves each valid file's score. */
  revisedScore: "lower" | "higher";
  /** The export API of the kind's own board, for a kind with `boardPath` (its board is not the shared one). */
  ownBoard?: BoardApi;
  /** What the kind cannot pass today without a product change, and why: the suite asserts the rest of that step. */
  knownGaps?: Partial<Record<"rescore-change-moves", string>>;
}

const bytes = (text: string) => new TextEncoder().encode(text);

// MR-Ben: one small subject (coding, 238 solutions), since approval needs every item of the version
// covered; files from the shared generator, scored with judge verdicts as the official pipeline writes them.
const MRBEN_SUBJECT = "coding";
const MRBEN_FLIPPED = 12;
const generated = new Map<Shots, ReturnType<typeof generatedResults>>();
function mrbenFile(shots: Shots) {
  if (!generated.has(shots))
    generated.set(shots, generatedResults({ model: "Conformer", shots, subjects: [MRBEN_SUBJECT], seed: 7 + shots }));
  return structuredClone(generated.get(shots)!);
}

const mrben: ConformanceSample = {
  writeDataset(dir, { revised }) {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${MRBEN_SUBJECT}.json`);
    cpSync(path.join(MRBEN_DATA_DIR, `${MRBEN_SUBJECT}.json`), file);
    if (!revised) return;
    // The first incorrect solutions made correct: a new version. (Made incorrect, a solution the file
    // says is incorrect would need a judge verdict the file does not have, and the file would no longer score.)
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>[]>;
    const incorrect = Object.values(data)
      .flat()
      .filter((solution) => solution.Model_Solution_Correctness === "incorrect");
    for (const solution of incorrect.slice(0, MRBEN_FLIPPED)) solution.Model_Solution_Correctness = "correct";
    writeFileSync(file, JSON.stringify(data));
  },
  meta: { judgeModel: "gpt-4-turbo-2024-04-09" },
  files() {
    const file = (shots: Shots): SampleFile => ({
      bytes: bytes(JSON.stringify(mrbenFile(shots))),
      headers: {
        "content-type": "application/json",
        "x-file-name": `conformer_${shots}shot_cot_True_scored_eval_results.json`,
      },
    });
    return { 0: file(0), 1: file(1) };
  },
  records: 238,
  apiScoring: ({ score, interval, result }) => {
    const { subjects, diagnostics } = result as ScoreReport;
    return {
      meanMrScore: score,
      meanMrScoreCi: interval,
      subjects: {
        [MRBEN_SUBJECT]: { ...subjects[MRBEN_SUBJECT], coverage: diagnostics.coverage[MRBEN_SUBJECT], rankable: true },
      },
    };
  },
  refused() {
    const results = mrbenFile(0);
    const solutions = results[MRBEN_SUBJECT]!;
    return [
      {
        name: "a solution given twice",
        file: { bytes: bytes(JSON.stringify({ [MRBEN_SUBJECT]: [...solutions, solutions[3]!] })) },
        code: "duplicate-records",
        detail: /^1 record\(s\) repeat a solution/,
      },
    ];
  },
  revisedScore: "lower",
  // MR-Ben's board is its own (the home page; its export API /api/v1/leaderboard with a documented schema
  // of its own): the score is `mrScore.value` in its JSON, not the shared board's `mr_score`.
  ownBoard: {
    get: (query, format) => (format === "csv" ? getLeaderboardCsv(`?${query}`) : getLeaderboard(`?${query}`)),
    entries: (json) =>
      (json as LeaderboardJson).entries.map((entry) => ({
        model: entry.model.name,
        rank: entry.rank,
        score: entry.mrScore.value,
        interval:
          entry.mrScore.ciLow === null || entry.mrScore.ciHigh === null
            ? null
            : { low: entry.mrScore.ciLow, high: entry.mrScore.ciHigh },
        benchmarkVersion: entry.benchmarkVersion,
      })),
  },
  knownGaps: {
    // Its change log's rule dates a rescore by the campaign's finishedAt (the worker's clock, after the switch),
    // and replays the board before it as of that moment, when the runs' new scorings (stamped by the database's
    // now(), the switch's start) already count: a real rescore is listed with no model moved. The shared
    // boards' rule dates it by the runs' scoring changes (rescoredAt "scoring switch").
    "rescore-change-moves":
      "lib/benchmarks/mrben/board/board-parts.ts (its changes' rescoredAt) replays a rescore at RescoreCampaign.finishedAt, after its RunScoringChange rows",
  },
};

// Structured extraction: the matextract book's 100 references and its fine-tuned model's predictions of
// each shot setting. The revision replaces four references the predictions earn credit on, two per setting.
const EXTRACTION_REVISED = new Set([6, 44, 10, 47]);

const extraction: ConformanceSample = {
  writeDataset(dir, { revised }) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "benchmark.json"),
      JSON.stringify({
        slug: EXTRACTION_SLUG,
        name: "ORD reaction extraction",
        description: "Open Reaction Database records extracted from procedure text (matextract book).",
      }),
    );
    const references = bookReferences().map((reference, index) =>
      revised && EXTRACTION_REVISED.has(index) ? { ...reference, reference: { revised: index } } : reference,
    );
    writeFileSync(
      path.join(dir, "references.jsonl"),
      `${references.map((reference) => JSON.stringify(reference)).join("\n")}\n`,
    );
  },
  files: () => ({
    0: { bytes: bytes(predictionLines("sft_results.json", "0-shot")), headers: { "x-file-name": "sft_0shot.jsonl" } },
    1: { bytes: bytes(predictionLines("sft_results.json", "1-shot")), headers: { "x-file-name": "sft_1shot.jsonl" } },
  }),
  records: 100,
  apiScoring: ({ score, interval, summary }) => {
    const { records, recall, precision, matching, normalization } = summary as Record<string, unknown>;
    return { f1: score, f1Ci: interval, records, recall, precision, matching, normalization };
  },
  refused: () => [
    {
      name: "a file that is not JSON",
      file: { bytes: bytes('{"predictions": ["a", ') },
      code: "invalid-predictions",
      title: "The predictions file cannot be read",
      detail: /JSON/,
    },
    {
      name: "two predictions for one reference",
      file: {
        bytes: bytes(
          [
            JSON.stringify({ id: referenceId(0), prediction: "{}" }),
            JSON.stringify({ id: referenceId(0), prediction: '{"a": 1}' }),
          ].join("\n"),
        ),
      },
      code: "duplicate-records",
      title: "The file gives some references more than one prediction",
      detail: new RegExp(referenceId(0)),
    },
    {
      name: "predictions for none of the references",
      file: {
        bytes: bytes(
          [JSON.stringify({ id: "nope-1", prediction: "{}" }), JSON.stringify({ id: "nope-2", prediction: "{}" })].join(
            "\n",
          ),
        ),
      },
      code: "no-matching-records",
      title: "No prediction matches the benchmark",
      detail: /None of the file's 2 predictions is for a reference of ORD reaction extraction version 1/,
    },
  ],
  revisedScore: "lower",
};

// The test-only kind (tests/kinds/qa): 120 questions; the revision changes the first six answers.
const zeroShot = qaAnswers({ correct: 90, wrong: 20, unknown: 2 });
const oneShot = qaAnswers({ correct: 100, wrong: 20 });

const qa: ConformanceSample = {
  writeDataset: (dir, { revised }) => void writeQaDataset(dir, { changed: revised ? 6 : 0 }),
  files: () => ({ 0: { bytes: bytes(zeroShot.text) }, 1: { bytes: bytes(oneShot.text) } }),
  records: 120,
  apiScoring: ({ score, summary, report }) => ({ accuracy: score, ...(summary as object), report }),
  refused: () => [
    {
      name: "answers that are not an object",
      file: { bytes: bytes('["Paris"]') },
      code: "invalid-answers",
      detail: /one JSON object of answers/,
    },
    {
      name: "answers to no question",
      file: { bytes: bytes('{"who": "me"}') },
      code: "no-matching-answers",
      detail: new RegExp(`None of the file's ids is a question of ${QA_NAME} \\(version 1\\)`),
    },
  ],
  revisedScore: "lower",
};

/** The samples by kind name. */
export const CONFORMANCE_SAMPLES: Readonly<Record<string, ConformanceSample>> = { mrben, extraction, qa };
