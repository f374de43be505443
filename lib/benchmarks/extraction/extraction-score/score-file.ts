// Scores a predictions file against the references: aligns predictions (by id, or by position),
// optionally re-matches them for the most correct items, then counts correct items and leaves
// per record and per field path, as the reference scorer does, and reports what it noticed.
import { anlsStarOfJson } from "./anls-star";
import {
  chemistryLookup,
  collectChemistryValues,
  isChemistryRule,
  moleculeQueriesOf,
  summarizeChemistry,
  type ChemistryValue,
  type MoleculeAnswers,
  type MoleculeQuery,
} from "./chemistry-values";
import { TooCostlyError } from "./correct-items";
import { compileFieldRules, type ChemistryLookup, type FieldRules } from "./field-rules";
import { extractionIntervals } from "./intervals";
import { getNormalization, normalizeValue, type NormalizationChanges } from "./normalize";
import { matchRecords } from "./match-records";
import { MAX_OPTIMAL_RECORDS } from "./optimal-matching";
import { parsePrediction } from "./parse-prediction";
import type { OptimalMatchingStats } from "./optimal-matching";
import { RuledWalk, type PathTally, type RecordTally } from "./ruled-walk";
import type {
  ChemistryReport,
  ExtractionDiagnostics,
  ExtractionInputError,
  ExtractionPrediction,
  ExtractionRecordResult,
  ExtractionReference,
  ExtractionScoreResult,
  FieldPathScore,
  JsonObject,
  ListMode,
  MatchingMode,
  NormalizationId,
  NodeScore,
  PredictionParse,
} from "./types";
import { EXTRACTION_SCORER } from "./version";

/** No field rule: every path compared exactly, as the book does. */
const NO_FIELD_RULES = (compileFieldRules(undefined) as { ok: true; rules: FieldRules }).rules;

/** Optimal matching takes files of this many records at most (it prunes pairs; see optimal-matching.ts). */
export const DEFAULT_MAX_OPTIMAL_RECORDS = MAX_OPTIMAL_RECORDS;
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
};

type Truth = { raw: JsonObject; normalized: JsonObject };

/** What scoring a file takes besides the references and predictions. */
export interface ExtractionScoringOptions {
  matching: MatchingMode;
  normalization: string;
  /** How lists are compared; `book` (default) for parity with the book's functions. */
  lists?: ListMode;
  /** The benchmark's field rules, compiled (`compileFieldRules`); none: every field exact. */
  fields?: FieldRules;
  /** A field path whose value names a record: optimal matching then pairs only records with equal values there. */
  recordKey?: string;
  maxOptimalRecords?: number;
}

export interface ExtractionScoringInput extends ExtractionScoringOptions {
  references: ExtractionReference[];
  predictions: ExtractionPrediction[];
}

/** A file read and normalized, waiting for chemistry's answers (if its normalization needs them) to be scored. */
export interface PreparedExtraction {
  /** Molecules the chemistry step must resolve before `score` (empty unless the normalization compares chemistry). */
  moleculeQueries(): MoleculeQuery[];
  score(answers?: MoleculeAnswers): ExtractionScoreResult;
}

/** Scores a file whose normalization needs no molecule resolved (everything but chemistry). */
export function scoreExtraction(input: ExtractionScoringInput): ExtractionScoreResult {
  const prepared = prepareExtraction(input);
  if (!prepared.ok) return prepared;
  return prepared.prepared.score();
}

/** Scores a file, resolving its molecules first with `resolve` (RDKit and OPSIN on the server and CLI). */
export async function scoreExtractionResolving(
  input: ExtractionScoringInput,
  resolve: (queries: MoleculeQuery[]) => Promise<MoleculeAnswers>,
): Promise<ExtractionScoreResult> {
  const prepared = prepareExtraction(input);
  if (!prepared.ok) return prepared;
  const queries = prepared.prepared.moleculeQueries();
  return prepared.prepared.score(queries.length > 0 ? await resolve(queries) : new Map());
}

export function prepareExtraction(
  input: ExtractionScoringInput,
): { ok: true; prepared: PreparedExtraction } | { ok: false; errors: ExtractionInputError[] } {
  const { references, predictions, matching, normalization: normalizationName } = input;
  const lists = input.lists ?? "book";
  const rules = input.fields ?? NO_FIELD_RULES;
  const maxOptimalRecords = input.maxOptimalRecords ?? DEFAULT_MAX_OPTIMAL_RECORDS;
  const errors = checkInput(references, predictions, matching, normalizationName, maxOptimalRecords);
  if (errors.length > 0) return { ok: false, errors };
  const normalization = getNormalization(normalizationName)!;
  const withChemistry = normalization.rules.includes("chemistry");
  const keepText = rules.empty ? undefined : (path: string) => keepsText(rules.ruleAt(path).name, withChemistry);

  const changedValues: NormalizationChanges = {};
  const addChanges = (changes: NormalizationChanges) => {
    for (const [rule, count] of Object.entries(changes)) changedValues[rule] = (changedValues[rule] ?? 0) + count;
  };
  const truths: Truth[] = references.map(({ reference }) => {
    const normalized = normalizeValue({ value: reference, normalization, keepText });
    addChanges(normalized.changes);
    return { raw: reference, normalized: normalized.value as JsonObject };
  });
  const prepared = predictions.map((prediction) => {
    const parsed = parsePrediction({ text: prediction.text });
    if (!parsed.ok) return { parse: parsed.parse, detail: parsed.detail, raw: null, normalized: null };
    const normalized = normalizeValue({ value: parsed.value, normalization, keepText });
    addChanges(normalized.changes);
    return { parse: "ok", detail: null, raw: parsed.value, normalized: normalized.value as JsonObject } as Prepared;
  });
  const { aligned, unknownIds, extraPredictions } = align(references, predictions);

  const chemistryValues = (): ChemistryValue[] => {
    if (!withChemistry) return [];
    const values: ChemistryValue[] = [];
    truths.forEach((truth, index) =>
      collectChemistryValues(truth.normalized, rules, { referenceId: references[index]!.id, side: "truth" }, values),
    );
    // A prediction is read whoever it is matched to: named after the reference it is aligned with, if any.
    const alignedTo = new Map(aligned.flatMap((column, row) => (column === null ? [] : [[column, row]])));
    prepared.forEach((prediction, index) => {
      if (!prediction.normalized) return;
      const row = alignedTo.get(index);
      const referenceId = row === undefined ? `prediction ${index + 1}` : references[row]!.id;
      collectChemistryValues(prediction.normalized, rules, { referenceId, side: "prediction" }, values);
    });
    return values;
  };
  let collected: ChemistryValue[] | null = null;

  return {
    ok: true,
    prepared: {
      moleculeQueries() {
        collected ??= chemistryValues();
        return moleculeQueriesOf(collected);
      },
      score(answers) {
        if (withChemistry && !answers)
          return {
            ok: false,
            errors: [
              {
                code: "chemistry-unavailable",
                message: `Normalization ${normalization.name} compares molecules by structure: resolve them first (scoreExtractionResolving).`,
              },
            ],
          };
        collected ??= chemistryValues();
        const chemistry = withChemistry ? chemistryLookup(answers!) : null;
        const scored = scorePrepared({
          references,
          truths,
          prepared,
          aligned,
          matching,
          lists,
          rules,
          chemistry,
          normalization,
          recordKey: input.recordKey,
        });
        if (!scored.ok) return scored;
        const { records, fields, crossProductRecords, emptyPredictions, matchedByChemistry, matchingStats } = scored;
        let chemistryReport: ChemistryReport | null = null;
        if (withChemistry) {
          const without = scoreExtraction({ ...input, normalization: normalization.includes! });
          if (!without.ok) return without;
          chemistryReport = summarizeChemistry(collected, answers!, matchedByChemistry, {
            normalization: `${without.report.normalization.name}@${without.report.normalization.version}`,
            recall: without.report.summary.recall,
            precision: without.report.summary.precision,
            f1: without.report.summary.f1,
          });
        }
        return {
          ok: true,
          report: {
            scorer: { ...EXTRACTION_SCORER },
            matching,
            lists,
            normalization: {
              name: normalization.name,
              version: normalization.version,
              rules: [...normalization.rules],
            },
            rules: rules.describe(),
            chemistry: chemistryReport,
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
              optimalMatching: matchingStats,
            }),
          },
        };
      },
    },
  };
}

/**
 * Values whose case is part of what they say keep their text under the string rules: quantities
 * ("5 mM" is not "5 mm"), and molecules and formulas when chemistry reads them.
 */
function keepsText(rule: string, withChemistry: boolean): boolean {
  return rule === "quantity" || (withChemistry && isChemistryRule(rule));
}

function scorePrepared({
  references,
  truths,
  prepared,
  aligned,
  matching,
  lists,
  rules,
  chemistry,
  normalization,
  recordKey,
}: {
  references: ExtractionReference[];
  truths: Truth[];
  prepared: Prepared[];
  aligned: (number | null)[];
  matching: MatchingMode;
  lists: ListMode;
  rules: FieldRules;
  chemistry: ChemistryLookup | null;
  normalization: NormalizationId;
  recordKey: string | undefined;
}) {
  const walk = new RuledWalk(rules, chemistry, lists);
  const rawWalk = normalization.rules.length === 0 ? walk : new RuledWalk(rules, null, lists);
  let assigned = aligned;
  let matchingStats: OptimalMatchingStats | null = null;
  if (matching === "optimal") {
    let costly: { row: JsonObject; error: TooCostlyError } | null = null;
    const result = matchRecords({
      truths: truths.map((truth) => truth.normalized),
      predictions: prepared.map((prediction) => prediction.normalized),
      aligned,
      lists,
      rules,
      recordKey,
      credit(truth, prediction) {
        if (costly) return 0;
        try {
          return walk.pairCredit(truth, prediction);
        } catch (error) {
          if (!(error instanceof TooCostlyError)) throw error;
          costly = { row: truth, error };
          return 0;
        }
      },
    });
    if (costly) {
      const { row, error } = costly as { row: JsonObject; error: TooCostlyError };
      const index = truths.findIndex((truth) => truth.normalized === row);
      return { ok: false as const, errors: [tooCostly(references[index]!.id, error)] };
    }
    if (!result.ok)
      return { ok: false as const, errors: [{ code: result.code, message: `Optimal matching: ${result.message}.` }] };
    assigned = result.assignment;
    matchingStats = result.stats;
  }

  const paths = new Map<string, PathTally>();
  const records: ExtractionRecordResult[] = [];
  let crossProductRecords = 0;
  let emptyPredictions = 0;
  const matchedByChemistry = { molecules: 0, formulas: 0 };
  for (let index = 0; index < references.length; index++) {
    const truth = truths[index]!;
    const predictionIndex = assigned[index] ?? null;
    const prediction = predictionIndex === null ? null : prepared[predictionIndex]!;
    let tally: RecordTally;
    let rawCorrect: number;
    try {
      tally = walk.record(truth.normalized, prediction?.normalized ?? null, paths);
      rawCorrect = rawWalk === walk || !prediction?.raw ? tally.correct : rawWalk.pairCredit(truth.raw, prediction.raw);
    } catch (error) {
      if (error instanceof TooCostlyError)
        return { ok: false as const, errors: [tooCostly(references[index]!.id, error)] };
      throw error;
    }
    if (tally.crossed) crossProductRecords++;
    if (prediction?.normalized && tally.predictionLeaves === 0) emptyPredictions++;
    matchedByChemistry.molecules += tally.matchedByChemistry.molecules;
    matchedByChemistry.formulas += tally.matchedByChemistry.formulas;
    const predictionLeaves = prediction?.normalized ? tally.predictionLeaves : 0;
    const recall = ratio(tally.correct, tally.truthLeaves);
    const precision = ratio(tally.correct, predictionLeaves);
    const nodeRecall = ratio(tally.nodes.correct, tally.nodes.truth);
    const nodePrecision = ratio(tally.nodes.correct, tally.nodes.prediction);
    records.push({
      referenceId: references[index]!.id,
      referenceIndex: index,
      predictionIndex,
      alignedPredictionIndex: aligned[index] ?? null,
      moved: predictionIndex !== (aligned[index] ?? null),
      parse: prediction?.parse ?? "missing",
      parseDetail: prediction?.detail ?? null,
      correct: tally.correct,
      truthLeaves: tally.truthLeaves,
      predictionLeaves,
      recall,
      precision,
      f1: f1Of(recall, precision),
      rawCorrect,
      diff: { correct: tally.matchedCorrect, missing: tally.missing, invented: tally.invented, wrong: tally.wrong },
      nodes: {
        correct: tally.nodes.correct,
        truthNodes: tally.nodes.truth,
        predictionNodes: tally.nodes.prediction,
        recall: nodeRecall,
        precision: nodePrecision,
        f1: f1Of(nodeRecall, nodePrecision),
      },
      anlsStar: anlsStarOfJson(truth.raw, prediction?.raw ?? null),
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
    ok: true as const,
    records,
    fields,
    crossProductRecords,
    emptyPredictions,
    matchedByChemistry,
    matchingStats: matchingStats && {
      method: matchingStats.method,
      exact: matchingStats.exact,
      pairs: matchingStats.pairs,
      scoredPairs: matchingStats.scoredPairs,
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
    nodes: summarizeNodes(records, mean),
    anlsStar: mean(records.map((record) => record.anlsStar)),
    diff: {
      correct: records.reduce((sum, record) => sum + record.diff.correct, 0),
      missing: records.reduce((sum, record) => sum + record.diff.missing, 0),
      invented: records.reduce((sum, record) => sum + record.diff.invented, 0),
      wrong: records.reduce((sum, record) => sum + record.diff.wrong, 0),
    },
  };
}

function summarizeNodes(records: ExtractionRecordResult[], mean: (values: number[]) => number) {
  const recall = mean(records.map((record) => record.nodes.recall));
  const precision = mean(records.map((record) => record.nodes.precision));
  const correct = records.reduce((sum, record) => sum + record.nodes.correct, 0);
  const truthNodes = records.reduce((sum, record) => sum + record.nodes.truthNodes, 0);
  const predictionNodes = records.reduce((sum, record) => sum + record.nodes.predictionNodes, 0);
  const microRecall = ratio(correct, truthNodes);
  const microPrecision = ratio(correct, predictionNodes);
  const micro: NodeScore = {
    correct,
    truthNodes,
    predictionNodes,
    recall: microRecall,
    precision: microPrecision,
    f1: f1Of(microRecall, microPrecision),
  };
  return { recall, precision, f1: f1Of(recall, precision), micro };
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
  optimalMatching,
}: {
  records: ExtractionRecordResult[];
  predictions: number;
  prepared: Prepared[];
  unknownIds: string[];
  extraPredictions: number;
  changedValues: NormalizationChanges;
  crossProductRecords: number;
  emptyPredictions: number;
  optimalMatching: ExtractionDiagnostics["optimalMatching"];
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
    optimalMatching,
    normalization: {
      changedValues,
      recordsGained: gained.length,
      itemsGained: gained.reduce((sum, record) => sum + record.correct - record.rawCorrect, 0),
    },
    quirks: { crossProductRecords, emptyPredictions },
  };
}
