// npm run bench:judge-cost [-- FILE ...] [--sample N] [--prompt-usd-per-mtok X] [--completion-usd-per-mtok Y]
// What auditing a results file costs: the official judge prompt of every verdict ACC_reason counts
// (the file's own solution fields, as the server takes them from the benchmark), counted in
// cl100k_base tokens (gpt-4-turbo's encoding), and as the completion the judge answers the
// submitter's judge actually wrote (Error_Reason_Correctness_Analysis.scoring_raw_response).
// Prints the sample (stratified as the server draws it) and the full re-judge, at list prices.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { countTokens } from "gpt-tokenizer/encoding/cl100k_base";
import { auditCostUsd } from "@/lib/benchmarks/mrben/judge-audit/audit-summary";
import { judgePrompt } from "@/lib/benchmarks/mrben/judge-audit/judge-prompt";
import { sampleVerdicts } from "@/lib/benchmarks/mrben/judge-audit/sample-verdicts";
import { verdictIsRead } from "@/lib/benchmarks/mrben/judge-audit/server-judged-score";
import { scoreResultsFile } from "@/lib/benchmarks/mrben/mr-score";
import { readResultsFile } from "@/lib/benchmarks/mrben/read-results-file";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: "string", default: "100" },
    "prompt-usd-per-mtok": { type: "string", default: "10" },
    "completion-usd-per-mtok": { type: "string", default: "30" },
  },
});
const prices = {
  promptUsdPerMTok: Number(values["prompt-usd-per-mtok"]),
  completionUsdPerMTok: Number(values["completion-usd-per-mtok"]),
};
const sampleSize = Number(values.sample);
if (!Number.isInteger(sampleSize) || sampleSize < 1 || !Number.isFinite(prices.promptUsdPerMTok)) {
  console.error(
    "usage: npm run bench:judge-cost -- [FILE ...] [--sample N] [--prompt-usd-per-mtok X] [--completion-usd-per-mtok Y]",
  );
  process.exit(2);
}
const fixtures = path.join(root, "../shared/fixtures");
const files =
  positionals.length > 0
    ? positionals
    : readdirSync(fixtures)
        .filter((name) => /scored_eval_results\.json(\.gz)?$/.test(name) && !name.startsWith("tampered"))
        .map((name) => path.join(fixtures, name));

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");

for (const file of files) {
  const read = await readResultsFile({ path: file });
  if (!read.ok) {
    console.error(read.error.message);
    process.exitCode = 1;
    continue;
  }
  const results = read.value.results as Record<string, Row[]>;
  const scored = scoreResultsFile({ results, truth: { source: "file" }, includeItemKeys: false });
  if (!scored.ok) {
    console.error(`${file}: cannot be scored: ${scored.errors[0]?.message}`);
    process.exitCode = 1;
    continue;
  }
  const started = performance.now();
  const verdicts = scored.report.records.filter(verdictIsRead).map((record) => {
    const row = results[record.subject]![record.index]!;
    const answer = (row.Evaluation_Result ?? {}) as Row;
    const judged = (row.Error_Reason_Correctness_Analysis ?? {}) as Row;
    const prompt = judgePrompt({
      solution: {
        subject: record.subject,
        datasetSubject: text(row.Subject),
        question: text(row.Question),
        steps: row.Model_Solution_Steps,
        firstErrorStep: row.Model_Solution_First_Error_Step,
        errorReason: row.Model_Solution_Error_Reason,
        rectifiedFirstErrorStep: row.Model_Solution_Rectified_First_Error_Step,
      },
      answer: { firstErrorStep: text(answer.first_error_step), errorReason: text(answer.error_reason) },
    });
    return {
      subject: record.subject,
      key: String(record.index),
      prompt: countTokens(prompt),
      completion: countTokens(text(judged.scoring_raw_response)),
    };
  });
  const countMs = performance.now() - started;
  const seed = createHash("sha256").update(readFileSync(file)).digest("hex");
  const sample = sampleVerdicts({ candidates: verdicts, size: sampleSize, seed });
  const line = (label: string, chosen: typeof verdicts) => {
    const prompt = chosen.reduce((sum, verdict) => sum + verdict.prompt, 0);
    const completion = chosen.reduce((sum, verdict) => sum + verdict.completion, 0);
    const usd = auditCostUsd({ prompt, completion }, prices);
    return `  ${label.padEnd(12)} ${String(chosen.length).padStart(5)} verdicts  ${String(prompt).padStart(9)} prompt + ${String(completion).padStart(8)} completion tokens  $${usd.toFixed(2)}`;
  };
  const perVerdict = verdicts.length ? verdicts.reduce((sum, verdict) => sum + verdict.prompt, 0) / verdicts.length : 0;
  console.log(
    `${path.basename(file)}: ${scored.report.records.length} records, ${verdicts.length} verdicts counted by ACC_reason`,
  );
  console.log(line(`sample ${sampleSize}`, sample));
  console.log(line("full", verdicts));
  console.log(`  mean prompt ${perVerdict.toFixed(0)} tokens per verdict; counted in ${countMs.toFixed(0)} ms`);
}
console.log(
  `prices: $${prices.promptUsdPerMTok}/M prompt, $${prices.completionUsdPerMTok}/M completion tokens (gpt-4-turbo list price by default)`,
);
