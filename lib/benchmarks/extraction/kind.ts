// Structured extraction as a benchmark kind: a model turns texts into JSON; its predictions file is
// scored field by field against the benchmark's references (lib/benchmarks/extraction/extraction-score).
import type { BenchmarkKind, Shots } from "@/lib/benchmarks/kind";
import { readExtractionDatasetDir, type ExtractionDataset } from "@/lib/benchmarks/extraction/dataset-dir";
import { readExtractionSettings, type ExtractionSettings } from "@/lib/benchmarks/extraction/settings";
import { extractionVariant } from "@/lib/benchmarks/extraction/summary";
import {
  EXTRACTION_SCORER,
  getNormalization,
  readPredictionsFile,
  type ExtractionPrediction,
  type ExtractionReference,
  type ExtractionReport,
} from "@/lib/benchmarks/extraction/extraction-score";
import { extractionCli } from "./cli";
import { scorePredictions } from "./score-predictions";
import { invalidPredictionsFailure, noMatchingPredictionsFailure, scoringInputFailure } from "./failures";
import { TextScanner } from "@/lib/benchmarks/files/text-scanner";
import { checkSubmittedReferences, type SubmittedReferenceCheck } from "./submitted-references";
import { SAMPLE_PREDICTIONS_FILE_NAME, samplePredictionsText } from "./sample-predictions";
import { err, ok } from "@/lib/result";

/** The references of one benchmark version, as the scorer takes them. */
export interface ExtractionTruth {
  references: readonly ExtractionReference[];
  /** The references' JSON text as stored, parallel to `references`. */
  texts: readonly string[];
  /** TruthRecord ids, parallel to `references` (empty off the server). */
  rowIds: readonly string[];
}

/** A predictions file read for one shot setting. */
export interface PredictionsFile {
  predictions: ExtractionPrediction[];
  /** The file's own references (the book's layouts); never scored against, only compared. */
  submittedReferences: string[] | null;
}

export interface ExtractionResult {
  report: ExtractionReport;
  /** The shot setting the predictions were read for (a book's whole file holds both). */
  shots: Shots;
  submittedReferences: SubmittedReferenceCheck;
}

export type ExtractionKind = BenchmarkKind<
  ExtractionSettings,
  ExtractionDataset,
  ExtractionTruth,
  PredictionsFile,
  ExtractionResult
>;

/** `name@version` of a normalization, as scorings record it. */
export function normalizationKey(name: string): string {
  const normalization = getNormalization(name);
  return normalization ? `${normalization.name}@${normalization.version}` : `${name}@?`;
}

export const extractionKind: ExtractionKind = {
  name: "extraction",
  label: "Structured extraction",
  hint: "turn text into JSON; scored field by field (F1)",
  scorer: EXTRACTION_SCORER,
  scoreLabel: "F1",
  asks: { judgeModel: false, claimedScores: false },
  readsShots: true,

  settings: readExtractionSettings,
  variant: (settings, shots) =>
    extractionVariant({
      matching: settings.matching,
      normalization: normalizationKey(settings.normalization),
      shots,
      lists: settings.lists,
    }),

  readDataset(dir) {
    const read = readExtractionDatasetDir(dir);
    if (!read.ok) return read;
    const { manifest, references } = read.value;
    return ok({
      benchmark: { slug: manifest.slug, name: manifest.name },
      dataset: { manifest, references },
      lines: [
        `  ${manifest.name} (${manifest.slug}): ${references.length} references, matching ${manifest.matching}, normalization ${manifest.normalization}`,
      ],
    });
  },

  sample: {
    fileName: SAMPLE_PREDICTIONS_FILE_NAME,
    contentType: "application/jsonl; charset=utf-8",
    text: samplePredictionsText,
  },

  upload: {
    noun: "predictions",
    accept: ".jsonl,.json,.gz,application/json,application/jsonl,application/gzip",
    prompt: "Drop the model's {shots}-shot predictions here, or",
  },

  scanner: () => new TextScanner(),
  parse(scanned, shots) {
    const read = readPredictionsFile({ text: scanned as string, shots });
    if (!read.ok) return err(invalidPredictionsFailure(read.error));
    return ok({ predictions: read.predictions, submittedReferences: read.submittedReferences });
  },

  async score({ truth, file, settings, shots }) {
    const scored = await scorePredictions({
      references: [...truth.references],
      predictions: file.predictions,
      settings,
    });
    if (!scored.ok) return err(scoringInputFailure(scored.errors));
    return ok({
      report: scored.report,
      shots,
      submittedReferences: checkSubmittedReferences(file.submittedReferences, truth),
    });
  },
  refuse: ({ report }, context) =>
    report.diagnostics.missing.total === report.records.length
      ? noMatchingPredictionsFailure(report.diagnostics.predictions, context)
      : null,
  figures({ report, shots, submittedReferences }) {
    const { summary } = report;
    const interval = (ci: { low: number; high: number } | undefined) => (ci ? { low: ci.low, high: ci.high } : null);
    return {
      score: summary.f1,
      interval: interval(summary.intervals?.f1),
      summary: {
        matching: report.matching,
        normalization: `${report.normalization.name}@${report.normalization.version}`,
        shots,
        records: summary.records,
        recall: summary.recall,
        precision: summary.precision,
        recallCi: interval(summary.intervals?.recall),
        precisionCi: interval(summary.intervals?.precision),
        micro: { recall: summary.micro.recall, precision: summary.micro.precision, f1: summary.micro.f1 },
        lists: report.lists,
        nodes: { recall: summary.nodes.recall, precision: summary.nodes.precision, f1: summary.nodes.f1 },
        anlsStar: summary.anlsStar,
        diff: { ...summary.diff },
        withoutChemistry: report.chemistry ? { ...report.chemistry.without } : null,
      },
      report: {
        scorer: report.scorer,
        matching: report.matching,
        lists: report.lists,
        normalization: report.normalization,
        rules: report.rules,
        chemistry: report.chemistry,
        summary,
        diagnostics: report.diagnostics,
        submittedReferences,
      },
    };
  },
  thread: {
    module: "lib/benchmarks/extraction/thread-scorer.ts",
    truth: (truth) => ({ references: truth.references, texts: truth.texts }),
    parts: (file) => [["file", file]],
    options: (settings, shots) => ({ settings, shots }),
  },

  cli: extractionCli,
  server: async () => (await import("./server")).extractionServer,
  view: async () => (await import("./view")).extractionView,
};
