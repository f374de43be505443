// npm run rescore -- --benchmark SLUG
// Rescores every stored file of a benchmark with its kind's current scorer against its current
// version and settings (after an import made a new version, or changed a setting), in this process,
// then switches every run at once; if any file fails, nothing switches. Exit codes: 0 done, 1 some
// file failed (the board keeps its scores), 2 bad usage. Run through scripts/with-database.ts.
import { parseArgs } from "node:util";
import { rescoreBenchmark } from "@/lib/rescore/run-rescore";

const USAGE = "usage: npm run rescore -- --benchmark SLUG";

let slug: string | undefined;
try {
  slug = parseArgs({ options: { benchmark: { type: "string" } } }).values.benchmark;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!slug) {
  console.error(`--benchmark SLUG is required.\n${USAGE}`);
  process.exit(2);
}

const result = await rescoreBenchmark({ benchmark: slug, log: (message) => console.log(`  ${message}`) });
if (!result.ok) {
  console.error(result.error.message);
  process.exit(result.error.code === "no-such-benchmark" ? 2 : 1);
}
const summary = result.value;
console.log(
  `Version ${summary.versionNumber}: ${summary.done} of ${summary.totalFiles} file(s) scored, ${summary.failed.length} failed; ${
    summary.status === "completed"
      ? `${summary.switchedRuns} run(s) switched to their new scoring.`
      : "the board keeps its previous scores."
  }`,
);
for (const failure of summary.failed) console.error(`  ${failure.fileId}: ${failure.error ?? "failed"}`);
process.exit(summary.status === "completed" ? 0 : 1);
