// `npm run db:import -- --data DIR` for MR-Ben: the data files imported in one transaction
// (lib/benchmarks/mrben/dataset/import-benchmark.ts), and what changed, with a table of the subjects.
import "server-only";
import type { ImportOutcome } from "@/lib/benchmarks/kind-server";
import { importBenchmark, type ImportSummary } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import type { MrbenDataset } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";

export async function importMrbenDataset({ subjects, kShotDemos }: MrbenDataset): Promise<ImportOutcome> {
  const lines: string[] = [];
  const summary = await importBenchmark({ subjects, kShotDemos, log: (message) => lines.push(`  ${message}`) });
  return {
    outcome: summary.plan,
    versionNumber: summary.versionNumber,
    records: summary.subjects.reduce((total, subject) => total + subject.items, 0),
    lines: [...lines, describeOutcome(summary), describeDemos(summary), ...table(summary)],
  };
}

function describeOutcome(result: ImportSummary): string {
  switch (result.plan) {
    case "nothing":
      return `Nothing changed: the database already holds this data (version ${result.versionNumber}).`;
    case "first-version":
      return `Imported the benchmark as version 1.`;
    case "update-current":
      return `Updated version ${result.versionNumber} (its ground truth is unchanged).`;
    case "new-version":
      return `The ground truth differs from what was stored: imported it as version ${result.versionNumber}; scores made against earlier versions keep their truth.`;
  }
}

function describeDemos({ kShotDemos, versionNumber }: ImportSummary): string {
  const version = `version ${versionNumber}`;
  switch (kShotDemos) {
    case "stored":
      return `Stored the k-shot demonstrations (k_shot_demo.json) for ${version}: 1-shot hosted runs can be started.`;
    case "replaced":
      return `Replaced ${version}'s k-shot demonstrations with the new k_shot_demo.json.`;
    case "unchanged":
      return `The k-shot demonstrations of ${version} are unchanged.`;
    case "copied":
      return `${version} keeps the previous version's k-shot demonstrations (no k_shot_demo.json was given).`;
    case "none":
      return `No k-shot demonstrations (k_shot_demo.json) for ${version}: hosted runs ask 0 shots only.`;
  }
}

function table(result: ImportSummary): string[] {
  const header = ["subject", "questions", "solutions", "correct", "incorrect", "change"];
  const rows = result.subjects.map((subject) => [
    subject.key,
    String(subject.questions),
    String(subject.items),
    String(subject.correct),
    String(subject.incorrect),
    subject.change,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return ["", line(header), ...rows.map(line)];
}
