// Scores a predictions file against the references: aligns predictions (by id, or by position),
// optionally re-matches them for the most correct items, then counts correct items and leaves
// per record and per field path, as the reference scorer does, and reports what it noticed.
import { munkres } from "munkres";
import { correctItemCounts, correctItemTotal, leafCounts, TooCostlyError } from "./correct-items";
import { extractionIntervals } from "./intervals";
import { getNormalization, normalizeValue, type NormalizationChanges } from "./normalize";
import { parsePrediction } from "./parse-prediction";
import type {
  ExtractionDiagnostics,
  ExtractionInputError,
  ExtractionPrediction,
  ExtractionRecordResult,
  ExtractionReference,
  ExtractionScoreResult,
  FieldPathScore,
  JsonObject,
  MatchingMode,
  NormalizationId,
  PredictionParse,
} from "./types";
import { EXTRACTION_SCORER } from "./version";

/** Optimal matching compares every reference with every prediction: this many records at most. */
export const DEFAULT_MAX_OPTIMAL_RECORDS = 1_000;
/** Ids listed per diagnostic; the totals are always complete. */
export const MAX_LISTED_IDS = 20;

export const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
export const f1Of = (recall: number, precision: number) =>
  recall > 0 && precision > 0 ? 2 / (1 / recall + 1 / precision) : 0;

type Prepared = {
  parse: PredictionParse;
  detail: string | null;
  raw: JsonObject | null;
  normalized: JsonObject | null;
  leaves: { total: number; byPath: Map<string, number> } | null;
};

type Truth = { raw: JsonObject; normalized: JsonObject; leaves: { total: number; byPath: Map<string, number> } };

export function scoreExtraction({
  references,
  predictions,
  matching,
  normalization: normalizationName,
  maxOptimalRecords = DEFAULT_MAX_OPTIMAL_RECORDS,
}: {
  references: ExtractionReference[];
  predictions: ExtractionPrediction[];
  matching: MatchingMode;
  normalization: string;
  maxOptimalRecords?: number;
}): ExtractionScoreResult {
  const errors = checkInput(references, predictions, matching, normalizationName, maxOptimalRecords);
  if (errors.length > 0) return { ok: false, errors };
  const normalization = getNormalization(normalizationName)!;

  const changedValues: NormalizationChanges = {};
  const addChanges = (changes: NormalizationChanges) => {
    for (const [rule, count] of Object.entries(changes)) changedValues[rule] = (changedValues[rule] ?? 0) + count;
  };
  const truths: Truth[] = references.map(({ reference }) => {
    const normalized = normalizeValue({ value: reference, normalization });
    addChanges(normalized.changes);
    const value = normalized.value as JsonObject;
    return { raw: reference, normalized: value, leaves: leafCounts(value) };
  });
  const prepared = predictions.map((prediction) => preparePrediction(prediction.text, normalization, addChanges));

  const { aligned, unknownIds, extraPredictions } = align(references, predictions);
  let assigned = aligned;
  if (matching === "optimal") {
    const result = optimalAssignment(truths, prepared, aligned);
    if (!result.ok) return { ok: false, errors: [result.error(references)] };
    assigned = result.assignment;
  }

  const paths = new Map<string, { correct: number; truthLeaves: number; predictionLeaves: number }>();
  const pathRow = (path: string) => {
    let row = paths.get(path);
    if (!row) paths.set(path, (row = { correct: 0, truthLeaves: 0, predictionLeaves: 0 }));
    return row;
  };
  const records: ExtractionRecordResult[] = [];
  let crossProductRecords = 0;
  let emptyPredictions = 0;
  for (let index = 0; index < references.length; index++) {
    const truth = truths[index]!;
    const predictionIndex = assigned[index] ?? null;
    const prediction = predictionIndex === null ? null : prepared[predictionIndex]!;
    for (const [path, count] of truth.leaves.byPath) pathRow(path).truthLeaves += count;
    let correct = 0;
    let rawCorrect = 0;
    let predictionLeaves = 0;
    if (prediction?.normalized) {
      let counts;
      try {
        counts = correctItemCounts({ truth: truth.normalized, prediction: prediction.normalized });
        rawCorrect =
          normalization.rules.length === 0
            ? counts.total
            : correctItemTotal({ truth: truth.raw, prediction: prediction.raw! });
      } catch (error) {
        if (error instanceof TooCostlyError) return { ok: false, errors: [tooCostly(references[index]!.id, error)] };
        throw error;
      }
      correct = counts.total;
      predictionLeaves = prediction.leaves!.total;
      if (predictionLeaves === 0) emptyPredictions++;
      let crossed = false;
      for (const [path, count] of counts.byPath) {
        pathRow(path).correct += count;
        if (count > (truth.leaves.byPath.get(path) ?? 0)) crossed = true;
      }
      if (crossed) crossProductRecords++;
      for (const [path, count] of prediction.leaves!.byPath) pathRow(path).predictionLeaves += count;
    }
    const recall = ratio(correct, truth.leaves.total);
    const precision = ratio(correct, predictionLeaves);
    records.push({
      referenceId: references[index]!.id,
      referenceIndex: index,
      predictionIndex,
      alignedPredictionIndex: aligned[index] ?? null,
      moved: predictionIndex !== (aligned[index] ?? null),
      parse: prediction?.parse ?? "missing",
      parseDetail: prediction?.detail ?? null,
      correct,
      truthLeaves: truth.leaves.total,
      predictionLeaves,
      recall,
      precision,
      f1: f1Of(recall, precision),
      rawCorrect,
    });
  }

  const fields: FieldPathScore[] = [...paths]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, row]) => {
      const recall = ratio(row.correct, row.truthLeaves);
      const precision = ratio(row.correct, row.predictionLeaves);
      return { path, ...row, recall, precision, f1: f1Of(recall, precision) };
    });

  return {
    ok: true,
    report: {
      scorer: { ...EXTRACTION_SCORER },
      matching,
      normalization: { name: normalization.name, version: normalization.version, rules: [...normalization.rules] },
      summary: summarize(records),
      records,
      fields,
      diagnostics: diagnose({
        records,
        predictions: predictions.length,
        prepared,
        unknownIds,
        extraPredictions,
        changedValues,
        crossProductRecords,
        emptyPredictions,
      }),
    },
  };
}

function checkInput(
  references: ExtractionReference[],
  predictions: ExtractionPrediction[],
  matching: MatchingMode,
  normalization: string,
  maxOptimalRecords: number,
): ExtractionInputError[] {
  const errors: ExtractionInputError[] = [];
  if (references.length === 0)
    errors.push({ code: "no-references", message: "There is no reference to score against." });
  if (!getNormalization(normalization))
    errors.push({ code: "unknown-normalization", message: `No normalization is called "${normalization}".` });
  const referenceIds = duplicates(references.map((reference) => reference.id));
  if (referenceIds.length > 0)
    errors.push({
      code: "duplicate-reference-id",
      message: `The references repeat the id(s) ${listed(referenceIds)}.`,
    });
  const withId = predictions.filter((prediction) => prediction.id !== null).length;
  if (withId > 0 && withId < predictions.length)
    errors.push({
      code: "mixed-ids",
      message: `${withId} of the ${predictions.length} predictions give an id and the others do not: give every prediction its reference's id, or none (aligned by position).`,
    });
  const predictionIds = duplicates(
    predictions.flatMap((prediction) => (prediction.id === null ? [] : [prediction.id])),
  );
  if (predictionIds.length > 0)
    errors.push({
      code: "duplicate-prediction-id",
      message: `More than one prediction is given for the reference(s) ${listed(predictionIds)}: give each reference one prediction.`,
    });
  if (matching === "optimal" && Math.max(references.length, predictions.length) > maxOptimalRecords)
    errors.push({
      code: "too-many-for-optimal",
      message: `Optimal matching compares every reference with every prediction and is limited to ${maxOptimalRecords} records; this file has ${predictions.length} predictions for ${references.length} references.`,
    });
  return errors;
}

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

function listed(ids: string[]): string {
  const shown = ids.slice(0, MAX_LISTED_IDS).map((id) => JSON.stringify(id));
  return ids.length > shown.length ? `${shown.join(", ")} and ${ids.length - shown.length} more` : shown.join(", ");
}

function preparePrediction(
  text: string,
  normalization: NormalizationId,
  addChanges: (changes: NormalizationChanges) => void,
): Prepared {
  const parsed = parsePrediction({ text });
  if (!parsed.ok) return { parse: parsed.parse, detail: parsed.detail, raw: null, normalized: null, leaves: null };
  const normalized = normalizeValue({ value: parsed.value, normalization });
  addChanges(normalized.changes);
  const value = normalized.value as JsonObject;
  return { parse: "ok", detail: null, raw: parsed.value, normalized: value, leaves: leafCounts(value) };
}

/** Reference index -> prediction index, by id when predictions carry ids, else by position. */
function align(references: ExtractionReference[], predictions: ExtractionPrediction[]) {
  const aligned: (number | null)[] = references.map(() => null);
  const unknownIds: string[] = [];
  let extraPredictions = 0;
  if (predictions.length > 0 && predictions[0]!.id !== null) {
    const byId = new Map(references.map((reference, index) => [reference.id, index]));
    predictions.forEach((prediction, index) => {
      const referenceIndex = byId.get(prediction.id!);
      if (referenceIndex === undefined) unknownIds.push(prediction.id!);
      else aligned[referenceIndex] = index;
    });
  } else {
    predictions.forEach((_, index) => {
      if (index < references.length) aligned[index] = index;
      else extraPredictions++;
    });
  }
  return { aligned, unknownIds, extraPredictions };
}

/**
 * The assignment of predictions to references with the most correct items in all (Hungarian
 * algorithm). Among equally good ones it keeps as many aligned pairs as it can, so that
 * `moved` counts only what matching gained.
 */
function optimalAssignment(
  truths: Truth[],
  prepared: Prepared[],
  aligned: (number | null)[],
):
  | { ok: true; assignment: (number | null)[] }
  | { ok: false; error: (references: ExtractionReference[]) => ExtractionInputError } {
  const columns = prepared.flatMap((prediction, index) => (prediction.normalized ? [index] : []));
  const assignment: (number | null)[] = truths.map(() => null);
  if (columns.length === 0) return { ok: true, assignment };
  // Correct items outweigh any number of kept alignments.
  const scale = truths.length + 1;
  const cost: number[][] = [];
  for (let row = 0; row < truths.length; row++) {
    const truth = truths[row]!;
    const costs: number[] = [];
    for (const column of columns) {
      let correct: number;
      try {
        correct = correctItemCounts({ truth: truth.normalized, prediction: prepared[column]!.normalized! }).total;
      } catch (error) {
        if (error instanceof TooCostlyError) return { ok: false, error: (refs) => tooCostly(refs[row]!.id, error) };
        throw error;
      }
      costs.push(-(correct * scale + (aligned[row] === column ? 1 : 0)));
    }
    cost.push(costs);
  }
  for (const [row, column] of munkres(cost)) {
    const predictionIndex = columns[column]!;
    // A pair worth nothing (no correct item, not aligned) is no match: the reference keeps its own.
    assignment[row] = cost[row]![column]! < 0 ? predictionIndex : null;
  }
  // References left without a match keep their aligned prediction when nobody took it.
  const taken = new Set(assignment.filter((index): index is number => index !== null));
  assignment.forEach((index, row) => {
    const own = aligned[row] ?? null;
    if (index === null && own !== null && !taken.has(own)) {
      assignment[row] = own;
      taken.add(own);
    }
  });
  return { ok: true, assignment };
}

function tooCostly(referenceId: string, error: Error): ExtractionInputError {
  return {
    code: "too-costly",
    message: `Scoring the prediction for ${JSON.stringify(referenceId)} ${error.message}: its lists are too long to compare item by item.`,
  };
}

function summarize(records: ExtractionRecordResult[]) {
  const n = records.length;
  const mean = (values: number[]) =>
    values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  const recall = mean(records.map((record) => record.recall));
  const precision = mean(records.map((record) => record.precision));
  const parsed = records.filter((record) => record.parse === "ok");
  const parsedRecall = mean(parsed.map((record) => record.recall));
  const parsedPrecision = mean(parsed.map((record) => record.precision));
  const correct = records.reduce((sum, record) => sum + record.correct, 0);
  const truthLeaves = records.reduce((sum, record) => sum + record.truthLeaves, 0);
  const predictionLeaves = records.reduce((sum, record) => sum + record.predictionLeaves, 0);
  const microRecall = ratio(correct, truthLeaves);
  const microPrecision = ratio(correct, predictionLeaves);
  return {
    records: n,
    recall,
    precision,
    f1: f1Of(recall, precision),
    micro: {
      correct,
      truthLeaves,
      predictionLeaves,
      recall: microRecall,
      precision: microPrecision,
      f1: f1Of(microRecall, microPrecision),
    },
    parsedOnly: {
      records: parsed.length,
      recall: parsedRecall,
      precision: parsedPrecision,
      f1: f1Of(parsedRecall, parsedPrecision),
    },
    intervals: extractionIntervals({ records }),
  };
}

function diagnose({
  records,
  predictions,
  prepared,
  unknownIds,
  extraPredictions,
  changedValues,
  crossProductRecords,
  emptyPredictions,
}: {
  records: ExtractionRecordResult[];
  predictions: number;
  prepared: Prepared[];
  unknownIds: string[];
  extraPredictions: number;
  changedValues: NormalizationChanges;
  crossProductRecords: number;
  emptyPredictions: number;
}): ExtractionDiagnostics {
  const unparseable = records.filter((record) => record.parse === "no-object" || record.parse === "invalid-json");
  const missing = records.filter((record) => record.parse === "missing");
  const gained = records.filter((record) => record.correct > record.rawCorrect);
  return {
    predictions,
    parsed: prepared.filter((prediction) => prediction.parse === "ok").length,
    unparseable: {
      total: unparseable.length,
      noObject: unparseable.filter((record) => record.parse === "no-object").length,
      invalidJson: unparseable.filter((record) => record.parse === "invalid-json").length,
      referenceIds: unparseable.slice(0, MAX_LISTED_IDS).map((record) => record.referenceId),
    },
    missing: {
      total: missing.length,
      referenceIds: missing.slice(0, MAX_LISTED_IDS).map((record) => record.referenceId),
    },
    unknownIds: { total: unknownIds.length, ids: unknownIds.slice(0, MAX_LISTED_IDS) },
    extraPredictions,
    moved: records.filter((record) => record.moved).length,
    normalization: {
      changedValues,
      recordsGained: gained.length,
      itemsGained: gained.reduce((sum, record) => sum + record.correct - record.rawCorrect, 0),
    },
    quirks: { crossProductRecords, emptyPredictions },
  };
}
