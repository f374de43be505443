// Puts MR-Ben's data into the test file's database.
import { importBenchmark } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { MRBEN_DATA_DIR } from "./shared-data";

export async function importTheBenchmark({
  only,
  withDemos = true,
}: {
  only?: string[];
  /** false: without k_shot_demo.json, as a portal whose data lacked it (1-shot runs refused). */
  withDemos?: boolean;
} = {}): Promise<void> {
  const dataset = readDatasetDir({ dir: MRBEN_DATA_DIR });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  // `only`: some subjects, for tests whose files cover no others (a smaller import).
  await importBenchmark({
    subjects: dataset.subjects.filter((subject) => !only || only.includes(subject.key)),
    kShotDemos: withDemos ? dataset.kShotDemos : null,
  });
}
