// An extraction run's report as its pages show it: the stored scoring's figures (leaf- and node-level,
// ANLS*, missing/invented/wrong), its diagnostics, field rules and chemistry (read defensively from
// the stored JSON: older or seeded rows may lack parts), the submitted references that differ from
// the benchmark's, and the field paths, the worst first.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { ExtractionDiagnostics } from "@/lib/benchmarks/extraction/extraction-score";
import { readExtractionSummary } from "@/lib/benchmarks/extraction/summary";
import { FIELD_ROW_SELECT, type FieldRow } from "./field-rows";

/** Field paths of the truth listed on the page; the rest are counted. */
const MAX_LISTED_FIELDS = 300;
/** Paths only predictions have, listed by how often the model wrote them. */
const MAX_LISTED_PREDICTION_ONLY_FIELDS = 20;

const count = z.number().int().nonnegative().catch(0);
const ratio = z.number().catch(0);
const strings = z.array(z.string()).catch([]);

/** An object schema whose every field falls back, so a missing or malformed section reads as empty. */
function section<Shape extends z.ZodRawShape>(shape: Shape) {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
}

const ZInterval = z.object({ low: z.number(), high: z.number() }).nullable().catch(null);

/** How many chemistry problems the page lists (the scorer keeps the first ones). */
const MAX_LISTED_CHEMISTRY_PROBLEMS = 50;

const ZChemistry = section({
  molecules: section({
    names: section({ resolved: count, unresolved: count }),
    smiles: section({ canonicalized: count, invalid: count }),
    matchedByStructure: count,
  }),
  formulas: section({ reduced: count, unparseable: count, matchedByReduction: count }),
  problems: section({
    total: count,
    listed: z
      .array(
        z.object({
          referenceId: z.string().catch(""),
          side: z.enum(["truth", "prediction"]).catch("prediction"),
          path: z.string().catch(""),
          text: z.string().catch(""),
          reason: z.string().catch(""),
        }),
      )
      .catch([]),
  }),
  without: section({ normalization: z.string().catch(""), recall: ratio, precision: ratio, f1: ratio }),
});

const ZFieldRule = z.object({
  pattern: z.string(),
  rule: z.string(),
  options: z.record(z.string(), z.unknown()).catch({}),
});

const ZStoredReport = section({
  scorer: section({ name: z.string().catch("unknown"), version: z.string().catch("unknown") }),
  normalization: section({ name: z.string().catch("none"), version: z.string().catch("1"), rules: strings }),
  rules: z.array(ZFieldRule).catch([]),
  // Absent (a scoring without chemistry, or from before it) reads null, not an empty panel.
  chemistry: z
    .unknown()
    .optional()
    .transform((value) => (value !== null && typeof value === "object" ? ZChemistry.parse(value) : null)),
  summary: section({
    micro: section({ correct: count, truthLeaves: count, predictionLeaves: count }),
    nodes: section({ micro: section({ correct: count, truthNodes: count, predictionNodes: count }) }),
    parsedOnly: section({ records: count, recall: ratio, precision: ratio, f1: ratio }),
    intervals: section({ recall: ZInterval, precision: ZInterval, f1: ZInterval }),
  }),
  diagnostics: section({
    predictions: count,
    parsed: count,
    unparseable: section({ total: count, noObject: count, invalidJson: count, referenceIds: strings }),
    missing: section({ total: count, referenceIds: strings }),
    unknownIds: section({ total: count, ids: strings }),
    extraPredictions: count,
    moved: count,
    normalization: section({
      changedValues: z.record(z.string(), z.number()).catch({}),
      recordsGained: count,
      itemsGained: count,
    }),
    quirks: section({ crossProductRecords: count, emptyPredictions: count }),
  }),
  submittedReferences: section({ given: count, differing: count, positions: z.array(z.number().int()).catch([]) }),
});

export interface Figure {
  value: number;
  interval: { low: number; high: number } | null;
}

/** Correct, missing, invented and wrong values of the file, summed over records. */
interface DiffTotals {
  correct: number;
  missing: number;
  invented: number;
  wrong: number;
}

/** What chemistry-aware normalization did, and the F1 with (the scoring's) and without it. */
export interface ChemistryPanel {
  names: { resolved: number; unresolved: number };
  smiles: { canonicalized: number; invalid: number };
  formulas: { reduced: number; unparseable: number };
  matchedByStructure: number;
  matchedByReduction: number;
  problems: {
    total: number;
    listed: { referenceId: string; side: "truth" | "prediction"; path: string; text: string; reason: string }[];
  };
  withChemistry: { recall: number; precision: number; f1: number };
  without: { normalization: string; recall: number; precision: number; f1: number };
}

export interface ExtractionRunReport {
  scoringId: string;
  scorer: { name: string; version: string };
  benchmarkVersion: number;
  matching: string;
  /** `name@version`, as stored with the scoring. */
  normalization: string;
  normalizationRules: string[];
  /** How lists were compared: "book" (the cross product) or "matched" (one to one). */
  lists: string;
  /** The benchmark's field rules, in the order they are tried. */
  fieldRules: { pattern: string; rule: string; options: Record<string, unknown> }[];
  records: number;
  recall: Figure;
  precision: Figure;
  f1: Figure;
  micro: {
    recall: number;
    precision: number;
    f1: number;
    correct: number;
    truthLeaves: number;
    predictionLeaves: number;
  };
  parsedOnly: { records: number; recall: number; precision: number; f1: number };
  /** Node-level figures (a wrong branch counts as one node); null for scorings made before they were. */
  nodes: {
    recall: number;
    precision: number;
    f1: number;
    correct: number;
    truthNodes: number;
    predictionNodes: number;
  } | null;
  /** Mean ANLS* over records; null for scorings made before it was. */
  anlsStar: number | null;
  /** Null for scorings made before the three were told apart. */
  diff: DiffTotals | null;
  /** Null unless the normalization compares chemistry. */
  chemistry: ChemistryPanel | null;
  diagnostics: ExtractionDiagnostics;
  /** The file's own references (the book's layout) that differ from the benchmark's. */
  submittedReferences: { given: number; differing: number; listed: { position: number; referenceId: string | null }[] };
  /** Paths of the truth, the worst F1 first (the most leaves first among equals). */
  fields: FieldRow[];
  fieldsTotal: number;
  /** Paths only predictions have, the most written first. */
  predictionOnlyFields: FieldRow[];
  predictionOnlyTotal: number;
}

export async function loadExtractionRunReport(scoringId: string): Promise<ExtractionRunReport | null> {
  const scoring = await db.fileScoring.findUnique({
    where: { id: scoringId },
    include: { benchmarkVersion: { select: { id: true, number: true } } },
  });
  if (!scoring) return null;
  const truthPaths = { scoringId, truthLeaves: { gt: 0 } };
  const predictionOnlyPaths = { scoringId, truthLeaves: 0 };
  const [fields, fieldsTotal, predictionOnlyFields, predictionOnlyTotal] = await Promise.all([
    db.extractionFieldScore.findMany({
      where: truthPaths,
      orderBy: [{ f1: "asc" }, { truthLeaves: "desc" }, { path: "asc" }],
      take: MAX_LISTED_FIELDS,
      select: FIELD_ROW_SELECT,
    }),
    db.extractionFieldScore.count({ where: truthPaths }),
    db.extractionFieldScore.findMany({
      where: predictionOnlyPaths,
      orderBy: [{ predictionLeaves: "desc" }, { path: "asc" }],
      take: MAX_LISTED_PREDICTION_ONLY_FIELDS,
      select: FIELD_ROW_SELECT,
    }),
    db.extractionFieldScore.count({ where: predictionOnlyPaths }),
  ]);
  const report = ZStoredReport.parse(scoring.report ?? {});
  const { submittedReferences } = report;
  const keys = await db.truthRecord.findMany({
    where: { versionId: scoring.benchmarkVersion.id, position: { in: submittedReferences.positions } },
    select: { position: true, key: true },
  });
  const keyAt = new Map(keys.map((reference) => [reference.position, reference.key]));
  const intervals = report.summary.intervals;
  const summary = readExtractionSummary(scoring.summary);
  return {
    scoringId,
    scorer: { name: scoring.scorerName, version: scoring.scorerVersion },
    benchmarkVersion: scoring.benchmarkVersion.number,
    matching: summary.matching,
    normalization: summary.normalization,
    normalizationRules: report.normalization.rules,
    records: summary.records,
    recall: { value: summary.recall, interval: summary.recallCi ?? intervals.recall },
    precision: { value: summary.precision, interval: summary.precisionCi ?? intervals.precision },
    f1: { value: scoring.score, interval: pair(scoring.scoreCiLow, scoring.scoreCiHigh) ?? intervals.f1 },
    micro: { ...summary.micro, ...report.summary.micro },
    parsedOnly: report.summary.parsedOnly,
    lists: summary.lists,
    fieldRules: report.rules,
    nodes: summary.nodes && { ...summary.nodes, ...report.summary.nodes.micro },
    anlsStar: summary.anlsStar,
    diff: summary.diff,
    chemistry: report.chemistry && chemistryPanel(report.chemistry, { ...summary, f1: scoring.score }),
    diagnostics: report.diagnostics,
    submittedReferences: {
      given: submittedReferences.given,
      differing: submittedReferences.differing,
      listed: submittedReferences.positions.map((position) => ({ position, referenceId: keyAt.get(position) ?? null })),
    },
    fields,
    fieldsTotal,
    predictionOnlyFields,
    predictionOnlyTotal,
  };
}

function chemistryPanel(
  chemistry: z.infer<typeof ZChemistry>,
  withChemistry: { recall: number; precision: number; f1: number },
): ChemistryPanel {
  const { molecules, formulas, problems, without } = chemistry;
  return {
    names: molecules.names,
    smiles: molecules.smiles,
    formulas: { reduced: formulas.reduced, unparseable: formulas.unparseable },
    matchedByStructure: molecules.matchedByStructure,
    matchedByReduction: formulas.matchedByReduction,
    problems: { total: problems.total, listed: problems.listed.slice(0, MAX_LISTED_CHEMISTRY_PROBLEMS) },
    withChemistry: { recall: withChemistry.recall, precision: withChemistry.precision, f1: withChemistry.f1 },
    without,
  };
}

function pair(low: number | null, high: number | null) {
  return low === null || high === null ? null : { low, high };
}
