// A public entry of a benchmark's board: an approved submission of that benchmark and the scoring of
// its newest scored upload for one shot setting. Anything else is not public.
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import type { StoredScoring } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";
import { newestRunOf, newestScoring } from "./newest-run";

export interface PublicEntry {
  submissionId: string;
  modelName: string;
  modelSlug: string;
  modelLink: string;
  organization: string;
  benchmark: { slug: string; name: string; kind: string };
  shots: Shots;
  scoring: StoredScoring;
  /** When it was sent for review and approved (ISO 8601); null for one approved before the dates were kept. */
  submittedAt: string | null;
  approvedAt: string | null;
}

export async function findPublicEntry({
  slug,
  submissionId,
  shots,
}: {
  slug: string;
  submissionId: string;
  shots: Shots;
}): Promise<PublicEntry | null> {
  const submission = await db.submission.findFirst({
    where: { id: submissionId, status: "approved", benchmark: { slug } },
    select: {
      id: true,
      modelName: true,
      modelSlug: true,
      modelLink: true,
      organization: true,
      submittedAt: true,
      approvedAt: true,
      benchmark: { select: { slug: true, name: true, kind: true } },
      runs: newestRunOf(shots),
    },
  });
  const scoring = submission ? newestScoring(submission.runs) : null;
  if (!submission || !scoring) return null;
  return {
    submissionId: submission.id,
    modelName: submission.modelName,
    modelSlug: submission.modelSlug,
    modelLink: submission.modelLink,
    organization: submission.organization,
    benchmark: submission.benchmark,
    shots,
    scoring,
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    approvedAt: submission.approvedAt?.toISOString() ?? null,
  };
}
