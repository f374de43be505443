// The test-only kind's benchmark (tests/kinds/qa) imported into the test file's database, as
// `db:import --kind qa` would import the folder writeQaDataset makes.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { writeQaDataset } from "../kinds/qa/fixture";

export async function importQaBenchmark({
  changed = 0,
  subjects = false,
}: { changed?: number; subjects?: boolean } = {}): Promise<string> {
  const kind = findBenchmarkKind("qa");
  if (!kind) throw new Error("The test-only kind qa is not registered: run tests through vitest.config.ts");
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-qa-data-"));
  try {
    const read = kind.readDataset(writeQaDataset(dir, { changed, subjects }));
    if (!read.ok) throw new Error(read.error.problems.join("\n"));
    return (await (await kind.server()).importDataset(read.value.dataset)).outcome;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
