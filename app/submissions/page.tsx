import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { RunStatusBadge, SubmissionStatusBadge } from "@/components/ui/status-badge";
import { getCurrentUser } from "@/lib/auth/current-user";
import { formatPercent } from "@/lib/mr-score";
import { listUserSubmissions } from "@/lib/submissions/load-submission";

export const metadata: Metadata = { title: "Your submissions" };
export const dynamic = "force-dynamic";

type Listed = Awaited<ReturnType<typeof listUserSubmissions>>[number];

/** The run that counts, with MR-Ben's MR-Score or an extraction benchmark's F1. */
function ShotCell({ submission, shots }: { submission: Listed; shots: number }) {
  const run = submission.runs.find((candidate) => candidate.shots === shots);
  if (!run) return <span className="text-slate-400">not uploaded</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <RunStatusBadge status={run.status} />
      {run.scoring && <span className="tabular-nums">{formatPercent(run.scoring.meanMrScore)}</span>}
      {run.extractionScoring && (
        <span className="tabular-nums">
          <span className="text-xs text-slate-500">F1</span> {formatPercent(run.extractionScoring.f1)}
        </span>
      )}
    </span>
  );
}

export default async function SubmissionsPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/signin?callbackUrl=%2Fsubmissions");
  const submissions = await listUserSubmissions(user.id);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-brand-900">Your submissions</h1>
        <Link
          href="/submit"
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Submit results
        </Link>
      </header>
      {submissions.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          You have not submitted anything yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-100 text-left text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Model
                </th>
                <th scope="col" className="px-3 py-2">
                  Benchmark
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  0-shot
                </th>
                <th scope="col" className="px-3 py-2">
                  1-shot
                </th>
                <th scope="col" className="px-3 py-2">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className="px-3 py-2">
                    <Link href={`/submissions/${submission.id}`} className="font-medium text-brand-700 underline">
                      {submission.modelName}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{submission.benchmark.name}</td>
                  <td className="px-3 py-2">
                    <SubmissionStatusBadge status={submission.status} />
                  </td>
                  <td className="px-3 py-2">
                    <ShotCell submission={submission} shots={0} />
                  </td>
                  <td className="px-3 py-2">
                    <ShotCell submission={submission} shots={1} />
                  </td>
                  <td className="px-3 py-2 text-slate-600">{submission.createdAt.toISOString().slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
