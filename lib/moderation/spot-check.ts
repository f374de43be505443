// A sample of a submission's scored records for a moderator to read by hand: random, but the same
// every time the page is opened (seeded by the submission id), so two moderators discuss the same
// records. Which records and what of them, its kind decides.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import { STORED_SCORING_SELECT } from "@/lib/benchmarks/stored-scoring";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";

export type SpotCheckSample = { shots: Shots; records: unknown[] };

/** Per shot setting whose current run is scored, the kind's sample of its records. */
export async function spotCheckSample(submissionId: string): Promise<SpotCheckSample[]> {
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: {
      benchmark: { select: { kind: true } },
      runs: {
        orderBy: { createdAt: "desc" },
        select: { shots: true, status: true, scoring: { select: STORED_SCORING_SELECT } },
      },
    },
  });
  if (!submission) return [];
  const server = await benchmarkKind(submission.benchmark.kind).server();
  const samples: SpotCheckSample[] = [];
  for (const shots of [0, 1] as const) {
    const run = submission.runs.find((candidate) => candidate.shots === shots);
    if (run?.status !== "scored" || !run.scoring) continue;
    samples.push({ shots, records: await server.sampleRecords(run.scoring, submissionId) });
  }
  return samples;
}
