// Structured extraction on the command line (`npm run score -- FILE --kind extraction --truth DIR`):
// recall, precision and F1 over records (with the interval), micro and parsed-only figures, what the
// scorer noticed, and the worst field paths.
import type { KindCli } from "@/lib/benchmarks/kind";
import type { ExtractionDataset } from "@/lib/benchmarks/extraction/dataset-dir";
import type { ExtractionSettings } from "@/lib/benchmarks/extraction/settings";
import {
  EXTRACTION_SCORER,
  getNormalization,
  jsonText,
  NORMALIZATIONS,
  type ExtractionReport,
} from "@/lib/benchmarks/extraction/extraction-score";
import type { ExtractionResult, ExtractionTruth } from "./kind";
import { err, ok } from "@/lib/result";

/** Field paths listed in the table, worst F1 first. */
const WORST_FIELDS = 15;

export const extractionCli: KindCli<ExtractionSettings, ExtractionDataset, ExtractionTruth, ExtractionResult> = {
  usage:
    "usage: npm run --silent score -- FILE --kind extraction --truth DIR [--matching aligned|optimal] [--lists book|matched] [--normalization none|ord-v1|chem-v1] [--shots 0|1] [--json]",
  help: `Scores a structured-extraction predictions file (JSON Lines or an array of {"id", "prediction"},
the book's {"predictions": [...]}, or its whole {"0-shot": ..., "1-shot": ...} file; plain or gzip)
with ${EXTRACTION_SCORER.name} ${EXTRACTION_SCORER.version}, field by field, against the references of DIR.

  --truth DIR         the benchmark folder: benchmark.json and references.jsonl
  --matching M        aligned (by id or position) or optimal; default: the benchmark's
  --lists L           book (the book's cross product) or matched (items paired one to one); default: the benchmark's
  --normalization N   none, ord-v1 or chem-v1 (molecules by structure: needs OPSIN); default: the benchmark's
  --shots K           which shot of the book's whole results file (0 or 1; default 0)
  --json              print the report as one JSON document`,
  options: {
    matching: { type: "string" },
    lists: { type: "string" },
    normalization: { type: "string" },
    shots: { type: "string" },
  },
  truth(dataset, values) {
    if (dataset === null)
      return err({ code: "bad-usage", message: "--kind extraction needs --truth DIR (the benchmark folder)" });
    const { matching, lists, normalization, shots } = values;
    if (matching !== undefined && matching !== "aligned" && matching !== "optimal")
      return err({ code: "bad-usage", message: `--matching must be aligned or optimal, not "${String(matching)}"` });
    if (lists !== undefined && lists !== "book" && lists !== "matched")
      return err({ code: "bad-usage", message: `--lists must be book or matched, not "${String(lists)}"` });
    if (normalization !== undefined && getNormalization(String(normalization)) === null)
      return err({
        code: "bad-usage",
        message: `--normalization must be one of ${Object.keys(NORMALIZATIONS).join(", ")}, not "${String(normalization)}"`,
      });
    if (shots !== undefined && shots !== "0" && shots !== "1")
      return err({ code: "bad-usage", message: `--shots must be 0 or 1, not "${String(shots)}"` });
    const { manifest, references } = dataset;
    return ok({
      truth: {
        references,
        texts: references.map((reference) => jsonText({ value: reference.reference })),
        rowIds: [],
      },
      settings: {
        matching: (matching as ExtractionSettings["matching"] | undefined) ?? manifest.matching,
        lists: (lists as ExtractionSettings["lists"] | undefined) ?? manifest.lists,
        normalization: typeof normalization === "string" ? normalization : manifest.normalization,
        fields: manifest.fields,
        ...(manifest.recordKey !== undefined && { recordKey: manifest.recordKey }),
      },
      describe: manifest.name,
    });
  },
  shots: (values) => (values.shots === "1" ? 1 : 0),
  table: (file, { report }, { describe }) => formatReport(file, describe, report),
  json: (file, { report }, { benchmarkSlug }) => ({ file, benchmark: benchmarkSlug, ...report }),
};

const pct = (value: number) => (value * 100).toFixed(1);
/** Counts are whole but for partial credit (fuzzy rules). */
const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function chemistryLines({ chemistry }: ExtractionReport): string[] {
  if (!chemistry) return [];
  const { molecules, formulas, problems, without } = chemistry;
  return [
    `chemistry: names resolved ${molecules.names.resolved}, not ${molecules.names.unresolved}; SMILES canonicalized ${molecules.smiles.canonicalized}, invalid ${molecules.smiles.invalid}; formulas reduced ${formulas.reduced}, unparseable ${formulas.unparseable}; matched by structure ${molecules.matchedByStructure}, by reduction ${formulas.matchedByReduction}`,
    `without chemistry (${without.normalization}): recall ${pct(without.recall)}, precision ${pct(without.precision)}, F1 ${pct(without.f1)}`,
    ...problems.listed.map(
      (problem) =>
        `  unreadable ${problem.side} value in ${problem.referenceId} at ${problem.path}: ${JSON.stringify(problem.text)} (${problem.reason})`,
    ),
    ...(problems.total > problems.listed.length ? [`  ...and ${problems.total - problems.listed.length} more`] : []),
  ];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(header), ...rows.map(line)].map((text) => text.trimEnd()).join("\n");
}

function formatReport(file: string, benchmark: string, report: ExtractionReport): string {
  const { summary, diagnostics: d } = report;
  const ci = summary.intervals;
  const interval = (key: "recall" | "precision" | "f1") => (ci ? `[${pct(ci[key].low)}, ${pct(ci[key].high)}]` : "");
  const lines = [
    `${file}`,
    `${benchmark}: ${summary.records} records, matching ${report.matching}, lists ${report.lists}, normalization ${report.normalization.name}@${report.normalization.version}, ${report.scorer.name} ${report.scorer.version}`,
    "",
    table(
      ["", "recall", "precision", "F1", "F1 95% CI"],
      [
        ["mean over records", pct(summary.recall), pct(summary.precision), pct(summary.f1), interval("f1")],
        ["micro", pct(summary.micro.recall), pct(summary.micro.precision), pct(summary.micro.f1), ""],
        [
          `parsed only (${summary.parsedOnly.records})`,
          pct(summary.parsedOnly.recall),
          pct(summary.parsedOnly.precision),
          pct(summary.parsedOnly.f1),
          "",
        ],
        ["nodes", pct(summary.nodes.recall), pct(summary.nodes.precision), pct(summary.nodes.f1), ""],
      ],
    ),
    "",
    `ANLS*: ${summary.anlsStar.toFixed(4)}`,
    `values: ${count(summary.diff.correct)} correct, ${count(summary.diff.wrong)} wrong, ${count(summary.diff.missing)} missing, ${count(summary.diff.invented)} invented`,
    ...(report.rules.length > 0
      ? [`field rules: ${report.rules.map((rule) => `${rule.pattern} ${rule.rule}`).join("; ")}`]
      : []),
    ...chemistryLines(report),
    "",
    `predictions: ${d.predictions}, parsed ${d.parsed}; unparseable ${d.unparseable.total} (no JSON object ${d.unparseable.noObject}, invalid JSON ${d.unparseable.invalidJson}); missing ${d.missing.total}; unknown ids ${d.unknownIds.total}; extra ${d.extraPredictions}; moved by matching ${d.moved}`,
    ...(d.optimalMatching
      ? [
          `optimal matching: ${d.optimalMatching.method}, ${d.optimalMatching.exact ? "the best over all pairs" : "not proven the best over all pairs (by record key)"}; scored ${d.optimalMatching.scoredPairs} of ${d.optimalMatching.pairs} pairs`,
        ]
      : []),
    `normalization: ${
      Object.entries(d.normalization.changedValues)
        .map(([rule, count]) => `${rule} changed ${count} values`)
        .join(", ") || "changed nothing"
    }; ${d.normalization.itemsGained} correct items gained in ${d.normalization.recordsGained} records`,
    `quirks: ${d.quirks.crossProductRecords} records counted a field more than once (list cross product), ${d.quirks.emptyPredictions} empty predictions`,
    "",
    `Worst fields (of ${report.fields.filter((field) => field.truthLeaves > 0).length} in the references), by F1:`,
    table(
      ["field", "truth", "predicted", "correct", "missing", "invented", "wrong", "R", "P", "F1"],
      report.fields
        .filter((field) => field.truthLeaves > 0)
        .sort((a, b) => a.f1 - b.f1 || b.truthLeaves - a.truthLeaves)
        .slice(0, WORST_FIELDS)
        .map((field) => [
          field.path,
          String(field.truthLeaves),
          String(field.predictionLeaves),
          count(field.correct),
          count(field.missing),
          count(field.invented),
          count(field.wrong),
          pct(field.recall),
          pct(field.precision),
          pct(field.f1),
        ]),
    ),
  ];
  return `${lines.join("\n")}\n`;
}
