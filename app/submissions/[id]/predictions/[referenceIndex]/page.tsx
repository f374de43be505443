import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RecordSideBySide } from "@/components/submissions/record-side-by-side";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { getExtractionRecord } from "@/lib/submissions/extraction-records";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { ZShotsParam } from "@/lib/validations/url-params";

export const metadata: Metadata = { title: "Record" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string; referenceIndex: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One reference of an extraction submission: the benchmark's truth beside the model's prediction. */
export default async function PredictionPage({ params, searchParams }: Props) {
  const { id, referenceIndex } = await params;
  if (!/^\d{1,7}$/.test(referenceIndex)) notFound();
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const shots = ZShotsParam.parse((await searchParams).shots);
  const run = currentRuns(submission)[String(shots) as "0" | "1"];
  const scoringId = run?.status === "scored" ? run.extractionScoring?.id : undefined;
  const record = scoringId ? await getExtractionRecord({ scoringId, referenceIndex: Number(referenceIndex) }) : null;
  if (!record) notFound();

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-500">
        <Link href={`/submissions/${id}/predictions?shots=${shots}`} className="underline">
          {submission.modelName}, {shots}-shot records
        </Link>
      </p>
      <RecordSideBySide record={record} />
    </div>
  );
}
