// npm run --silent score -- FILE --kind extraction --truth DIR [--matching M] [--normalization N] [--shots K] [--json]
// Scores a predictions file against an extraction benchmark folder (benchmark.json and
// references.jsonl), as the portal does, and prints the table. Called by scripts/score.ts.
import { parseArgs } from "node:util";
import { readExtractionDatasetDir } from "@/lib/benchmark/extraction-dataset-dir";
import { readPredictionsAt } from "@/lib/files/read-predictions-file";
import { EXTRACTION_SCORER, scoreExtraction, type ExtractionReport, type MatchingMode } from "@/lib/extraction-score";

const USAGE =
  "usage: npm run --silent score -- FILE --kind extraction --truth DIR [--matching aligned|optimal] [--normalization none|ord-v1] [--shots 0|1] [--json]";
const HELP = `${USAGE}

Scores a structured-extraction predictions file (JSON Lines or an array of {"id", "prediction"},
the book's {"predictions": [...]}, or its whole {"0-shot": ..., "1-shot": ...} file; plain or gzip)
with ${EXTRACTION_SCORER.name} ${EXTRACTION_SCORER.version}, field by field, against the references of DIR.

  --truth DIR         the benchmark folder: benchmark.json and references.jsonl
  --matching M        aligned (by id or position) or optimal; default: the benchmark's
  --normalization N   none or ord-v1; default: the benchmark's
  --shots K           which shot of the book's whole results file (0 or 1; default 0)
  --json              print the report as one JSON document

Exit status: 0 scored, 1 invalid input (the problems go to stderr), 2 bad usage.`;

/** Field paths listed in the table, worst F1 first. */
const WORST_FIELDS = 15;

export async function scoreExtractionCli(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        kind: { type: "string" },
        truth: { type: "string" },
        matching: { type: "string" },
        normalization: { type: "string" },
        shots: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals.length !== 1) return usage(positionals.length === 0 ? "missing FILE" : "expected one FILE");
  if (!values.truth) return usage("--kind extraction needs --truth DIR (the benchmark folder)");
  if (values.matching !== undefined && values.matching !== "aligned" && values.matching !== "optimal")
    return usage(`--matching must be aligned or optimal, not "${values.matching}"`);
  if (values.shots !== undefined && values.shots !== "0" && values.shots !== "1")
    return usage(`--shots must be 0 or 1, not "${values.shots}"`);

  const dataset = readExtractionDatasetDir(values.truth);
  if (!dataset.ok) return problems("The benchmark folder is invalid", dataset.problems);
  const file = positionals[0]!;
  const read = await readPredictionsAt({ path: file, shots: values.shots === "1" ? 1 : 0 });
  if (!read.ok) return problems(`${file} cannot be read`, [read.message]);
  const { predictions } = read;
  if (!predictions.ok) return problems(`${file} cannot be scored`, [predictions.error.message]);
  const result = scoreExtraction({
    references: dataset.references,
    predictions: predictions.predictions,
    matching: (values.matching as MatchingMode | undefined) ?? dataset.manifest.matching,
    normalization: values.normalization ?? dataset.manifest.normalization,
  });
  if (!result.ok)
    return problems(
      `${file} cannot be scored`,
      result.errors.map((error) => error.message),
    );
  process.stdout.write(
    values.json
      ? `${JSON.stringify({ file, benchmark: dataset.manifest.slug, ...result.report }, (_, value: unknown) => (typeof value === "bigint" ? value.toString() : value))}\n`
      : formatReport(file, dataset.manifest.name, result.report),
  );
  return 0;
}

function usage(message: string): number {
  console.error(`${message}\n${USAGE}`);
  return 2;
}

function problems(title: string, messages: string[]): number {
  console.error([`${title}:`, ...messages.map((message) => `  ${message}`)].join("\n"));
  return 1;
}

const pct = (value: number) => (value * 100).toFixed(1);

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
    `${benchmark}: ${summary.records} records, matching ${report.matching}, normalization ${report.normalization.name}@${report.normalization.version}, ${report.scorer.name} ${report.scorer.version}`,
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
      ],
    ),
    "",
    `predictions: ${d.predictions}, parsed ${d.parsed}; unparseable ${d.unparseable.total} (no JSON object ${d.unparseable.noObject}, invalid JSON ${d.unparseable.invalidJson}); missing ${d.missing.total}; unknown ids ${d.unknownIds.total}; extra ${d.extraPredictions}; moved by matching ${d.moved}`,
    `normalization: ${
      Object.entries(d.normalization.changedValues)
        .map(([rule, count]) => `${rule} changed ${count} values`)
        .join(", ") || "changed nothing"
    }; ${d.normalization.itemsGained} correct items gained in ${d.normalization.recordsGained} records`,
    `quirks: ${d.quirks.crossProductRecords} records counted a field more than once (list cross product), ${d.quirks.emptyPredictions} empty predictions`,
    "",
    `Worst fields (of ${report.fields.filter((field) => field.truthLeaves > 0).length} in the references), by F1:`,
    table(
      ["field", "truth", "predicted", "correct", "R", "P", "F1"],
      report.fields
        .filter((field) => field.truthLeaves > 0)
        .sort((a, b) => a.f1 - b.f1 || b.truthLeaves - a.truthLeaves)
        .slice(0, WORST_FIELDS)
        .map((field) => [
          field.path,
          String(field.truthLeaves),
          String(field.predictionLeaves),
          String(field.correct),
          pct(field.recall),
          pct(field.precision),
          pct(field.f1),
        ]),
    ),
  ];
  return `${lines.join("\n")}\n`;
}
