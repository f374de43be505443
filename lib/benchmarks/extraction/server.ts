// Structured extraction's server part: its references as truth records (imported and versioned by
// lib/benchmarks/truth-records), what it stores of a scoring (a row per field path, a scored record
// per reference), and what moderation, the records pages, the boards and the API read of it.
import "server-only";
import type { ExtractionPages } from "./page-types";
import { DatasetImportError, type KindServer, type StoredScoring } from "@/lib/benchmarks/kind-server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { scoredRecordAtKey, storeScoredRecords } from "@/lib/benchmarks/scored-records/scored-records";
import { importTruthRecords, type TruthRecordsImport } from "@/lib/benchmarks/truth-records/import-truth-records";
import { currentVersion, loadTruthRecords } from "@/lib/benchmarks/truth-records/load-truth-records";
import {
  jsonText,
  needsChemistry,
  parsePythonJson,
  type JsonObject,
} from "@/lib/benchmarks/extraction/extraction-score";
import type { ExtractionDataset } from "./dataset-dir";
import type { ExtractionResult, ExtractionTruth, PredictionsFile } from "./kind";
import { EXTRACTION_RECORD_FILTERS, extractionRecordDetail, listExtractionRecords } from "./records";
import { extractionReviewRun } from "./review";
import { scoringRulesIdentity, type ExtractionSettings } from "./settings";
import { extractionBoardExport } from "./board-export";
import { extractionBoardFigures } from "./board-figures";
import { sampleExtractionRecords } from "./spot-check-sample";
import { extractionFieldRows } from "./field-rows";
import { storableFields } from "./storable-fields";
import { readExtractionSummary } from "./summary";

const interval = (low: number | null, high: number | null) => (low === null || high === null ? null : { low, high });

export const extractionServer: KindServer<
  ExtractionSettings,
  ExtractionDataset,
  ExtractionTruth,
  PredictionsFile,
  ExtractionResult,
  ExtractionPages
> = {
  async importDataset({ manifest, references }) {
    // A benchmark its files could not be scored for is not imported (OPSIN is optional for the portal).
    if (needsChemistry(manifest.normalization)) {
      const { chemistryUnavailable } = await import("./chemistry/resolve-molecules");
      const unavailable = chemistryUnavailable();
      if (unavailable)
        throw new DatasetImportError(`normalization ${manifest.normalization} needs OPSIN here. ${unavailable}`);
    }
    const summary = await importTruthRecords({
      kind: "extraction",
      noun: "references",
      benchmark: {
        slug: manifest.slug,
        name: manifest.name,
        description: manifest.description,
        settings: {
          matching: manifest.matching,
          normalization: manifest.normalization,
          // At their defaults they are left out, so settings imported before them stay as they were.
          ...(manifest.lists !== "book" ? { lists: manifest.lists } : {}),
          ...(manifest.fields.length > 0 ? { fields: manifest.fields as unknown as Prisma.InputJsonArray } : {}),
          ...(manifest.recordKey !== undefined ? { recordKey: manifest.recordKey } : {}),
          ...(manifest.source ? { source: manifest.source } : {}),
          ...(manifest.license ? { license: manifest.license } : {}),
        },
      },
      scoringRules: scoringRulesIdentity(manifest),
      records: references.map((reference) => ({
        key: reference.id,
        text: jsonText({ value: reference.reference }),
        canonicalText: jsonText({ value: reference.reference, sortKeys: true }),
      })),
    });
    return {
      outcome: summary.outcome,
      versionNumber: summary.versionNumber,
      records: summary.records,
      lines: [describeImport(manifest.name, summary)],
    };
  },

  async currentTruth(benchmark) {
    const version = await currentVersion(benchmark.id);
    if (!version) return null;
    const truth = await loadTruthRecords(version.id, "extraction", ({ rowIds, keys, texts }) => ({
      rowIds,
      texts,
      references: texts.map((text, position) => {
        const parsed = parsePythonJson({ text });
        // The importer stored what it parsed: anything else is a corrupted row, not bad input.
        if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value))
          throw new Error(`Stored reference ${keys[position]} of version ${version.id} is not a JSON object`);
        return { id: keys[position]!, reference: parsed.value as JsonObject };
      }),
    }));
    return { versionId: version.id, versionNumber: version.number, truth };
  },

  async storeDetails(tx, { scoringId, truth, result: { report }, file }) {
    await tx.extractionFieldScore.createMany({
      data: storableFields(report.fields).map((field) => ({ scoringId, ...field })),
    });
    await storeScoredRecords(
      tx,
      scoringId,
      report.records.map((record) => ({
        truthRecordId: truth.truth.rowIds[record.referenceIndex]!,
        position: record.referenceIndex,
        score: record.f1,
        outcome:
          record.parse === "no-object" ? "no_object" : record.parse === "invalid-json" ? "invalid_json" : record.parse,
        submitted: record.predictionIndex === null ? null : file.predictions[record.predictionIndex]!.text,
        detail: {
          predictionIndex: record.predictionIndex,
          alignedPredictionIndex: record.alignedPredictionIndex,
          moved: record.moved,
          parseDetail: record.parseDetail,
          correct: record.correct,
          rawCorrect: record.rawCorrect,
          truthLeaves: record.truthLeaves,
          predictionLeaves: record.predictionLeaves,
          recall: record.recall,
          precision: record.precision,
          missing: record.diff.missing,
          invented: record.diff.invented,
          wrong: record.diff.wrong,
          nodeF1: record.nodes.f1,
          anlsStar: record.anlsStar,
        },
      })),
    );
  },

  // Every reference is scored (a missing prediction earns 0): being scored is enough.
  approvalBlockers: async () => [],
  reviewRun: async (scoring, { shots }) => extractionReviewRun(scoring, shots),

  recordFilters: EXTRACTION_RECORD_FILTERS,
  listRecords: (scoring, filters, page) => listExtractionRecords(scoring.id, filters, page),
  async getRecord(scoring, key) {
    const found = await scoredRecordAtKey(scoring.id, key);
    if (!found) return null;
    const { record, previous, next } = found;
    return { detail: await extractionRecordDetail(record, scoring), previous, next };
  },
  sampleRecords: (scoring, seed) => sampleExtractionRecords(scoring.id, seed),

  async scoringJson(scoring: StoredScoring) {
    const summary = readExtractionSummary(scoring.summary);
    return {
      matching: summary.matching,
      normalization: summary.normalization,
      lists: summary.lists,
      records: summary.records,
      recall: summary.recall,
      precision: summary.precision,
      f1: scoring.score,
      f1Ci: interval(scoring.scoreCiLow, scoring.scoreCiHigh),
      micro: summary.micro,
      nodes: summary.nodes,
      anlsStar: summary.anlsStar,
      diff: summary.diff,
      withoutChemistry: summary.withoutChemistry,
      fields: await extractionFieldRows(scoring.id),
      report: scoring.report,
    };
  },
  boardFigures: extractionBoardFigures,
  boardExport: extractionBoardExport,
};

function describeImport(name: string, summary: TruthRecordsImport): string {
  switch (summary.outcome) {
    case "nothing":
      return `Nothing changed: the database already holds these references (version ${summary.versionNumber}).`;
    case "update-settings":
      return `Updated ${name}'s name, description or scoring settings; its references are unchanged (version ${summary.versionNumber}).`;
    case "first-version":
      return `Imported ${name} as version 1 (${summary.records} references).`;
    case "new-version": {
      const { added, removed, changed } = summary.changes!;
      const what =
        added + removed + changed === 0
          ? "The scoring rules (list mode, field rules or record key) differ from what was stored"
          : `The references differ from what was stored (${added} added, ${removed} removed, ${changed} changed)${summary.scoringChanged ? ", and so do the scoring rules" : ""}`;
      return `${what}: imported them as version ${summary.versionNumber}; scores made against earlier versions keep their references and rules.`;
    }
  }
}
