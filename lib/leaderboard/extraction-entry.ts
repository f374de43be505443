// A public entry of an extraction benchmark's board: an approved submission of that benchmark and
// the scoring of its newest scored upload for one shot setting. Anything else is not public.
import "server-only";
import { db } from "@/lib/db";

export interface PublicExtractionEntry {
  submissionId: string;
  modelName: string;
  modelSlug: string;
  modelLink: string;
  organization: string;
  benchmark: { slug: string; name: string };
  shots: 0 | 1;
  scoringId: string;
  /** Records of the scoring (one per reference). */
  records: number;
}

export async function findPublicExtractionEntry({
  slug,
  submissionId,
  shots,
}: {
  slug: string;
  submissionId: string;
  shots: 0 | 1;
}): Promise<PublicExtractionEntry | null> {
  const submission = await db.submission.findFirst({
    where: { id: submissionId, status: "approved", benchmark: { slug, kind: "extraction" } },
    select: {
      id: true,
      modelName: true,
      modelSlug: true,
      modelLink: true,
      organization: true,
      benchmark: { select: { slug: true, name: true } },
      runs: {
        where: { shots },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { status: true, extractionScoring: { select: { id: true, records: true } } },
      },
    },
  });
  const run = submission?.runs[0];
  if (!submission || run?.status !== "scored" || !run.extractionScoring) return null;
  return {
    submissionId: submission.id,
    modelName: submission.modelName,
    modelSlug: submission.modelSlug,
    modelLink: submission.modelLink,
    organization: submission.organization,
    benchmark: submission.benchmark,
    shots,
    scoringId: run.extractionScoring.id,
    records: run.extractionScoring.records,
  };
}
