// Puts MR-Ben's data into the test file's database.
import { importBenchmark } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { MRBEN_DATA_DIR } from "./shared-data";

export async function importTheBenchmark({ only }: { only?: string[] } = {}): Promise<void> {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  // `only`: some subjects, for tests whose files cover no others (a smaller import).
  await importBenchmark({ subjects: dataset.subjects.filter((subject) => !only || only.includes(subject.key)) });
}
