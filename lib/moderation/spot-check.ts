// A sample of a submission's scored records for a moderator to read by hand: random, but the same
// every time the page is opened (seeded by the submission id), so two moderators discuss the same
// records. Which records and what of them, its kind decides.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import { currentRunsWithKind } from "./current-runs";

export type SpotCheckSample = { shots: Shots; records: unknown[] };

/** Per shot setting whose current run is scored, the kind's sample of its records. */
export async function spotCheckSample(submissionId: string): Promise<SpotCheckSample[]> {
  const found = await currentRunsWithKind(submissionId);
  if (!found) return [];
  const samples: SpotCheckSample[] = [];
  for (const { shots, scoring } of found.runs) {
    if (scoring) samples.push({ shots, records: await found.server.sampleRecords(scoring, submissionId) });
  }
  return samples;
}
