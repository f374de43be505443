// Puts MR-Ben's data into the test file's database.
import { importBenchmark } from "@/lib/benchmark/import-benchmark";
import { readDatasetDir } from "@/lib/benchmark/read-dataset-dir";
import { MRBEN_DATA_DIR } from "./shared-data";

export async function importTheBenchmark(): Promise<void> {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  await importBenchmark({ subjects: dataset.subjects });
}
