// `npm run db:import -- --kind extraction --data DIR`: validates the dataset folder, then imports
// it in one transaction, printing what changed. Returns the exit code (0 done, 1 invalid data).
import { readExtractionDatasetDir } from "@/lib/benchmark/extraction-dataset-dir";
import {
  ExtractionImportError,
  importExtractionBenchmark,
  type ExtractionImportSummary,
} from "@/lib/benchmark/import-extraction-benchmark";

export async function importExtractionDir(dir: string): Promise<number> {
  console.log(`Reading ${dir}`);
  const dataset = readExtractionDatasetDir(dir);
  if (!dataset.ok) {
    console.error(
      [
        `Nothing was imported: ${dataset.problems.length} problem(s) in the data.`,
        ...dataset.problems.map((p) => `  ${p}`),
      ].join("\n"),
    );
    return 1;
  }
  const { manifest, references } = dataset;
  console.log(
    `  ${manifest.name} (${manifest.slug}): ${references.length} references, matching ${manifest.matching}, normalization ${manifest.normalization}`,
  );
  try {
    console.log(describe(manifest.name, await importExtractionBenchmark({ manifest, references })));
    return 0;
  } catch (error) {
    if (error instanceof ExtractionImportError) {
      console.error(`Nothing was imported: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function describe(name: string, summary: ExtractionImportSummary): string {
  switch (summary.outcome) {
    case "nothing":
      return `Nothing changed: the database already holds these references (version ${summary.versionNumber}).`;
    case "update-settings":
      return `Updated ${name}'s name, description or scoring settings; its references are unchanged (version ${summary.versionNumber}).`;
    case "first-version":
      return `Imported ${name} as version 1 (${summary.references} references).`;
    case "new-version": {
      const { added, removed, changed } = summary.changes!;
      return `The references differ from what was stored (${added} added, ${removed} removed, ${changed} changed): imported them as version ${summary.versionNumber}; scores made against earlier versions keep their references.`;
    }
  }
}
