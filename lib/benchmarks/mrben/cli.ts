// MR-Ben on the command line (`npm run score -- FILE`): the official script's table (each subject
// and the mean, x100, one decimal), the metrics and intervals, and what the scorer noticed.
import type { KindCli } from "@/lib/benchmarks/kind";
import type { MrbenDataset } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import {
  SCORER,
  formatMeanPercent,
  formatPercent,
  type Diagnostics,
  type ScoreInterval,
  type ScoreReport,
} from "@/lib/benchmarks/mrben/mr-score";
import type { MrbenTruth } from "./kind";
import { ok } from "@/lib/result";

export const mrbenCli: KindCli<Record<string, never>, MrbenDataset, MrbenTruth, ScoreReport> = {
  usage: "usage: npm run --silent score -- FILE[.json|.json.gz] [--truth DATA_DIR] [--json]",
  help: `Scores an MR-Ben results file ({model}_{k}shot_cot_True_scored_eval_results.json, plain or gzip)
with ${SCORER.name} ${SCORER.version}, reproducing the official evaluation script.

  --truth DATA_DIR  take the ground truth from the benchmark's data files (biology.json, ...)
                    instead of from the file's own records (the official script's behaviour)
  --json            print one JSON document (scores as fractions 0..1, and diagnostics)`,
  options: {},
  truth(dataset, values) {
    if (dataset === null)
      return ok({ truth: { source: "file" }, settings: {}, describe: "the file's records (as the official script)" });
    return ok({
      truth: { source: "benchmark", items: dataset.subjects.flatMap((subject) => subject.items), itemIds: [] },
      settings: {},
      describe: `the benchmark data in ${String(values.truth)}`,
    });
  },
  shots: () => 0,
  table: (file, report, { describe }) => formatReport(file, report, describe),
  json: (file, report) => toJson(file, report),
};

function toJson(file: string, report: ScoreReport) {
  return {
    file,
    scorer: report.scorer,
    truth_source: report.truthSource,
    subjects: report.subjects,
    mean_mr_score: report.meanMrScore,
    diagnostics: report.diagnostics,
    intervals: report.intervals,
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "))
    .join("\n");
}

function formatReport(file: string, report: ScoreReport, truthFrom: string): string {
  const lines: string[] = [];
  const subjects = Object.entries(report.subjects);
  lines.push(`${file}`);
  lines.push(`scorer ${report.scorer.name} ${report.scorer.version}; ground truth from ${truthFrom}`, "");
  // The official script's own lines: subject score x100 and the mean, one decimal.
  for (const [subject, score] of subjects) lines.push(`${subject}: ${formatPercent(score.mr_score)}`);
  lines.push(`Average MR-Score: ${formatMeanPercent({ scores: subjects.map(([, s]) => s.mr_score) })}`, "");
  const f4 = (x: number) => x.toFixed(4);
  lines.push(
    table(
      [
        "subject",
        "n_correct",
        "n_incorrect",
        "tp",
        "tn",
        "fp",
        "fn",
        "step_correct",
        "reason_correct",
        "mcc",
        "acc_step",
        "acc_reason",
        "mr_score",
        "mr_score 95% CI",
      ],
      subjects.map(([subject, s]) => [
        subject,
        s.n_correct,
        s.n_incorrect,
        s.tp,
        s.tn,
        s.fp,
        s.fn,
        s.step_correct,
        s.reason_correct,
        f4(s.mcc),
        f4(s.acc_step),
        f4(s.acc_reason),
        f4(s.mr_score),
        formatInterval(report.intervals.subjects[subject] ?? null),
      ]),
    ),
    "",
    `mean mr_score ${f4(report.meanMrScore)}, 95% CI ${formatInterval(report.intervals.mean)} ` +
      `(percentile bootstrap, ${report.intervals.resamples} resamples of the records within each subject)`,
    "",
  );
  lines.push(...formatDiagnostics(report.diagnostics));
  return `${lines.join("\n")}\n`;
}

function formatInterval(interval: ScoreInterval | null): string {
  return interval === null ? "-" : `${interval.low.toFixed(4)}-${interval.high.toFixed(4)}`;
}

function formatDiagnostics(d: Diagnostics): string[] {
  const lines = ["Diagnostics"];
  const item = (text: string) => lines.push(`  ${text}`);
  const coverage = Object.entries(d.coverage).map(([subject, c]) => [
    subject,
    c.benchmarkItems === null ? "-" : c.benchmarkItems,
    c.matchedItems,
    c.recordsInFile,
    c.matchedRecords,
  ]);
  lines.push(
    table(
      ["  coverage", "benchmark items", "items matched", "records", "records matched"],
      coverage.map(([s, ...rest]) => [`  ${s}`, ...rest]),
    ),
  );
  if (d.missingSubjects.length > 0)
    item(`subjects of the benchmark missing from the file: ${d.missingSubjects.join(", ")}`);
  const listed = <T>(label: string, list: { total: number; items: T[] }, show: (entry: T) => string) => {
    item(`${label}: ${list.total}`);
    for (const entry of list.items.slice(0, 10)) item(`  ${show(entry)}`);
    if (list.total > 10) item(`  ...`);
  };
  listed("duplicate records", d.duplicates, (e) => `${e.subject}[${e.index}] repeats ${e.subject}[${e.firstIndex}]`);
  listed(
    "unknown records (not scored)",
    d.unknownRecords,
    (e) => `${e.subject}[${e.index}] ${e.questionUuid ?? "?"} / ${e.sampledModel ?? "?"}`,
  );
  listed(
    "records whose ground truth differs from the benchmark's",
    d.truthMismatches,
    (e) =>
      `${e.subject}[${e.index}] ${e.fields.map((f) => `${f.field} ${JSON.stringify(f.uploaded)} (benchmark ${JSON.stringify(f.benchmark)})`).join(", ")}`,
  );
  if (d.unusualTruthValues.total > 0)
    listed(
      "records with a truth other than correct/incorrect (counted as incorrect)",
      d.unusualTruthValues,
      (e) => `${e.subject}[${e.index}] ${JSON.stringify(e.value)}`,
    );
  listed(
    "records whose stored fields differ from re-parsing the raw response",
    d.parseMismatches,
    (e) => `${e.subject}[${e.index}] ${e.fields.join(", ")}`,
  );
  if (d.parseMismatches.rawResponseMissing > 0)
    item(`records without a raw response to re-parse: ${d.parseMismatches.rawResponseMissing}`);
  item(
    `verdicts: ${d.verdicts.countedAsCorrect} count as correct, ${d.verdicts.notCountedAsCorrect} do not` +
      (d.verdicts.malformed > 0 ? `, ${d.verdicts.malformed} malformed` : ""),
  );
  for (const v of d.verdicts.values.slice(0, 15))
    item(`  ${JSON.stringify(v.value)}: ${v.count}${v.countsAsCorrect ? " (counts)" : ""}`);
  item(`judge models: ${d.judgeModels.map((j) => `${j.model} (${j.count})`).join(", ") || "none"}`);
  const r = d.review;
  item(
    `judge stage: ${r.needingVerdict} records need a verdict, ${r.withVerdict} have one, ${r.needingWithoutVerdict} need one and lack it; ` +
      `the score read ${r.readByScoring}; Need_Error_Reason_Review disagrees on ${r.reviewFlagMismatches}`,
  );
  const q = d.quirks;
  item(
    `official quirks that changed a score: bare-digit steps ${q.bareDigitStep}, steps >= 30 ${q.stepAbove29}, ` +
      `'Incorrect' verdicts credited ${q.incorrectVerdictCredited}, coding fall-through credit ${q.codingFallThroughCredit} ` +
      `(of which empty truth step ${q.codingEmptyTruthStep})`,
  );
  for (const fail of d.officialScriptWouldFail)
    item(
      `the official script would fail on ${fail.subject} (division by zero: ${fail.reasons.join("; ")}); shown here with 0 for the undefined terms`,
    );
  if (d.firstStage)
    item("no judge-stage fields: this looks like first-stage output (no verdict was needed to score it)");
  return lines;
}
