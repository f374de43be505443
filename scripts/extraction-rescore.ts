// npm run extraction:rescore -- --benchmark SLUG
// Rescores every stored predictions file of an extraction benchmark against its current
// references, matching and normalization, then switches all of them at once (see
// lib/submissions/rescore-extraction.ts). Exit codes: 0 done, 1 some file failed, 2 bad usage.
import { parseArgs } from "node:util";
import { rescoreExtractionBenchmark } from "@/lib/rescore/rescore-extraction";

const USAGE = "usage: npm run extraction:rescore -- --benchmark SLUG";

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

const result = await rescoreExtractionBenchmark({ slug, log: (message) => console.log(`  ${message}`) });
await (await import("@/lib/db")).db.$disconnect();
if (!result.ok) {
  console.error(result.error);
  process.exit(2);
}
const { summary } = result;
console.log(
  `Version ${summary.versionNumber}: ${summary.runs} scored upload(s), ${summary.current} already current, ${summary.rescored} rescored, ${summary.failed.length} failed.`,
);
for (const failure of summary.failed)
  console.error(`  ${failure.submissionId} ${failure.shots}-shot keeps its old scoring: ${failure.reason}`);
process.exit(summary.failed.length > 0 ? 1 : 0);
