// One entry for every upload: the submission's benchmark decides whether the file is an MR-Ben
// results file or an extraction benchmark's predictions file.
import "server-only";
import { submissionBenchmark } from "@/lib/benchmark/benchmarks";
import { auditScoredRun } from "@/lib/judge/audit-scored-run";
import { ingestPredictionsFile } from "@/lib/submissions/ingest/ingest-predictions-file";
import { ingestResultsFile } from "@/lib/submissions/ingest/ingest-results-file";
import type { IngestInput, IngestResult } from "@/lib/submissions/ingest/run-lifecycle";

export async function ingestUpload(input: IngestInput): Promise<IngestResult> {
  const benchmark = await submissionBenchmark(input.submissionId);
  if (benchmark?.kind === "extraction") return ingestPredictionsFile({ ...input, benchmark });
  const result = await ingestResultsFile(input);
  if (result.ok) await auditScoredRun(result.runId);
  return result;
}
